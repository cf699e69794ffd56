// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Payout — pull payments for off-chain earnings (referral rewards, staking interest…).
/// @notice An operator deposits funds together with per-account credits; each account withdraws
/// its whole pending balance per currency. Credits are always fully funded: the contract holds at
/// least the sum of pending balances of every token.
contract Payout is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    mapping(address token => mapping(address account => uint256)) public pendingERC20;
    mapping(address account => uint256) public pendingETH;

    event CreditedERC20(address indexed token, address indexed account, uint256 amount);
    event CreditedETH(address indexed account, uint256 amount);
    event WithdrawnERC20(address indexed token, address indexed account, uint256 amount);
    event WithdrawnETH(address indexed account, uint256 amount);

    error LengthMismatch();
    error WrongPayment(uint256 sent, uint256 required);
    error NothingToWithdraw();
    error FeeOnTransferToken(address token);
    error NativeTransferFailed(address to);

    constructor(address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
    }

    /// Pulls the sum of `amounts` of `token` from the operator and credits each account.
    function creditERC20(address token, address[] calldata accounts, uint256[] calldata amounts)
        external
        onlyRole(OPERATOR_ROLE)
        nonReentrant
    {
        if (accounts.length != amounts.length) revert LengthMismatch();
        uint256 total;
        for (uint256 i = 0; i < accounts.length; i++) {
            pendingERC20[token][accounts[i]] += amounts[i];
            total += amounts[i];
            emit CreditedERC20(token, accounts[i], amounts[i]);
        }
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), total);
        if (IERC20(token).balanceOf(address(this)) - before != total) revert FeeOnTransferToken(token);
    }

    /// Credits native coin; msg.value must equal the sum of `amounts`.
    function creditETH(address[] calldata accounts, uint256[] calldata amounts)
        external
        payable
        onlyRole(OPERATOR_ROLE)
    {
        if (accounts.length != amounts.length) revert LengthMismatch();
        uint256 total;
        for (uint256 i = 0; i < accounts.length; i++) {
            pendingETH[accounts[i]] += amounts[i];
            total += amounts[i];
            emit CreditedETH(accounts[i], amounts[i]);
        }
        if (msg.value != total) revert WrongPayment(msg.value, total);
    }

    function withdrawERC20(address token) external nonReentrant {
        uint256 amount = pendingERC20[token][msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        pendingERC20[token][msg.sender] = 0;
        emit WithdrawnERC20(token, msg.sender, amount);
        IERC20(token).safeTransfer(msg.sender, amount);
    }

    function withdrawETH() external nonReentrant {
        uint256 amount = pendingETH[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        pendingETH[msg.sender] = 0;
        emit WithdrawnETH(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(msg.sender);
    }
}
