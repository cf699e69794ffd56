// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice The native coin as an ERC-20 (WETH9's deposit and withdraw), for offers in the native
/// coin on chains without one (local and test chains; BNB Smart Chain has WBNB). Unlike WETH9 it
/// emits `Transfer` from and to the zero address on deposit and withdraw, besides its own events.
contract WrappedNative is ERC20 {
    event Deposit(address indexed account, uint256 amount);
    event Withdrawal(address indexed account, uint256 amount);

    error NativeTransferFailed(address to);

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(msg.sender);
    }
}
