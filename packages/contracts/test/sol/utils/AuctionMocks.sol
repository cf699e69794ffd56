// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {AuctionHouse} from "../../../src/sol/market/AuctionHouse.sol";

/// A contract bidder or seller whose receiving side misbehaves on demand.
contract HostileAccount {
    enum Mode {
        Accept,
        Revert,
        BurnGas,
        Reenter
    }

    AuctionHouse public immutable house;
    Mode public mode;
    bytes public payload;
    uint256 public payloadValue;
    bool public reentered;
    bytes public reentryError;

    constructor(AuctionHouse house_) {
        house = house_;
    }

    function setMode(Mode mode_) external {
        mode = mode_;
    }

    /// Reenter mode: on receiving native coin, calls the house with `payload_` and `value`.
    function arm(bytes calldata payload_, uint256 value) external {
        mode = Mode.Reenter;
        payload = payload_;
        payloadValue = value;
    }

    function bidWithETH(uint256 auctionId) external payable {
        house.bidWithETH{value: msg.value}(auctionId);
    }

    function bid(uint256 auctionId, IERC20 token, uint256 amount) external {
        token.approve(address(house), amount);
        house.bid(auctionId, amount);
    }

    function createAuction(IERC721 nft, uint256 tokenId, address currency, uint256 reserve, uint256 endTime)
        external
        returns (uint256)
    {
        nft.setApprovalForAll(address(house), true);
        return house.createAuction(address(nft), tokenId, currency, reserve, endTime);
    }

    function withdraw(address currency) external {
        house.withdraw(currency);
    }

    receive() external payable {
        _misbehave();
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _misbehave();
        return this.onERC721Received.selector;
    }

    function _misbehave() private {
        if (mode == Mode.Revert) revert("refused");
        if (mode == Mode.BurnGas) {
            while (true) {}
        }
        if (mode == Mode.Reenter && !reentered) {
            reentered = true;
            (bool ok, bytes memory ret) = address(house).call{value: payloadValue}(payload);
            if (!ok) reentryError = ret;
        }
    }
}

/// A USDT-like token whose owner can block addresses from receiving.
contract BlockingToken is ERC20("Blocking", "BLK") {
    mapping(address account => bool) public blocked;

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setBlocked(address account, bool blocked_) external {
        blocked[account] = blocked_;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!blocked[to], "blocked");
        super._update(from, to, value);
    }
}
