// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AuctionHouse} from "../../../src/sol/market/AuctionHouse.sol";
import {Fixture} from "./Fixture.sol";

/// The market fixture plus an AuctionHouse configured like the Marketplace (VrNFT, USDT, native).
abstract contract AuctionFixture is Fixture {
    uint16 internal constant INCREMENT_BPS = 500;
    uint256 internal constant DURATION = 1 days;
    AuctionHouse internal house;
    address internal bidder2 = makeAddr("bidder2");

    function setUpAuctionFixture() internal {
        setUpFixture();
        house = new AuctionHouse(admin, collector, 300, INCREMENT_BPS);
        vm.startPrank(admin);
        house.addHostContract(address(nft));
        house.addCurrency(address(usdt));
        house.addCurrency(address(0));
        usdt.mint(bidder2, 1e30);
        vm.stopPrank();
        vm.prank(buyer);
        usdt.approve(address(house), type(uint256).max);
        vm.prank(bidder2);
        usdt.approve(address(house), type(uint256).max);
        vm.deal(bidder2, 1e30);
    }

    /// Mints `tokenId` to `owner` and auctions it for DURATION; returns the auction id.
    function auctionFor(address owner, uint256 tokenId, uint256 reserve, address currency) internal returns (uint256) {
        mintTo(owner, tokenId);
        vm.startPrank(owner);
        nft.setApprovalForAll(address(house), true);
        uint256 auctionId = house.createAuction(address(nft), tokenId, currency, reserve, block.timestamp + DURATION);
        vm.stopPrank();
        return auctionId;
    }

    function bidAs(address bidder, uint256 auctionId, uint256 amount) internal {
        vm.prank(bidder);
        house.bid(auctionId, amount);
    }

    function bidEthAs(address bidder, uint256 auctionId, uint256 amount) internal {
        vm.prank(bidder);
        house.bidWithETH{value: amount}(auctionId);
    }
}
