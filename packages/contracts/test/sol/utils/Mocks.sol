// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {Marketplace} from "../../../src/sol/market/Marketplace.sol";

/// Takes 1% of every transfer (the marketplace must reject it).
contract FeeOnTransferToken is ERC20("Fee Token", "FOT") {
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 cut = value / 100;
        super._update(from, address(0xdead), cut);
        super._update(from, to, value - cut);
    }
}

/// A currency that calls back into the marketplace during transferFrom.
contract ReentrantToken is ERC20("Reentrant", "RE") {
    Marketplace public market;
    bytes public payload;

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(Marketplace market_, bytes calldata payload_) external {
        market = market_;
        payload = payload_;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (address(market) != address(0)) {
            (bool ok, bytes memory ret) = address(market).call(payload);
            if (!ok) {
                assembly {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
        return super.transferFrom(from, to, value);
    }
}

/// A buyer contract whose onERC721Received tries to re-enter the marketplace.
contract ReentrantBuyer is IERC721Receiver {
    Marketplace public immutable market;
    bytes public payload;

    constructor(Marketplace market_) {
        market = market_;
    }

    function setPayload(bytes calldata payload_) external {
        payload = payload_;
    }

    function buyWithETH(uint256 offerId, uint256 price) external payable {
        market.buyOfferWithETH{value: msg.value}(offerId, price);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (payload.length > 0) {
            (bool ok, bytes memory ret) = address(market).call(payload);
            if (!ok) {
                assembly {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
        return IERC721Receiver.onERC721Received.selector;
    }

    receive() external payable {}
}

/// Refuses native coin.
contract RejectsEther {}
