// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Payment — an on-chain receipt for paying for an item (e.g. a template or 3D model).
/// @notice The payer transfers `price` of the configured payment token straight to the receiving
/// address; the event is what the api records (it checks receivingAddress and price itself).
contract Payment is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    IERC20 public paymentToken;
    uint256 public nextPaymentId = 1;

    event PaymentCreated(
        uint256 indexed paymentId,
        address indexed hostContract,
        uint256 indexed tokenId,
        uint256 price,
        address payingAddress,
        address receivingAddress,
        address paymentToken,
        string tokenUri
    );
    event PaymentTokenChanged(address indexed token);

    error NotPayer(address caller, address payingAddress);
    error InvalidPayment();
    error FeeOnTransferToken(address token);

    constructor(address admin, IERC20 paymentToken_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        paymentToken = paymentToken_;
        emit PaymentTokenChanged(address(paymentToken_));
    }

    /// Pays `price` from the caller (who must be payingAddress; approve first) to receivingAddress.
    function createPayment(
        address hostContract,
        uint256 tokenId,
        uint256 price,
        address payingAddress,
        address receivingAddress,
        string calldata tokenUri
    ) external nonReentrant returns (uint256 paymentId) {
        if (msg.sender != payingAddress) revert NotPayer(msg.sender, payingAddress);
        if (price == 0 || receivingAddress == address(0) || receivingAddress == payingAddress) revert InvalidPayment();
        paymentId = nextPaymentId++;
        IERC20 token = paymentToken;
        emit PaymentCreated(
            paymentId, hostContract, tokenId, price, payingAddress, receivingAddress, address(token), tokenUri
        );
        uint256 before = token.balanceOf(receivingAddress);
        token.safeTransferFrom(payingAddress, receivingAddress, price);
        if (token.balanceOf(receivingAddress) - before != price) revert FeeOnTransferToken(address(token));
    }

    function setPaymentToken(IERC20 token) external onlyRole(DEFAULT_ADMIN_ROLE) {
        paymentToken = token;
        emit PaymentTokenChanged(address(token));
    }
}
