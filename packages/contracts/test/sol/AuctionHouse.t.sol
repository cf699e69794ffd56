// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {AuctionHouse} from "../../src/sol/market/AuctionHouse.sol";
import {MarketConfig} from "../../src/sol/market/MarketConfig.sol";
import {AuctionFixture} from "./utils/AuctionFixture.sol";
import {FeeOnTransferToken} from "./utils/Mocks.sol";

contract AuctionHouseTest is AuctionFixture {
    uint256 internal constant RESERVE = 100e18;
    address internal royaltyReceiver = makeAddr("royalty");

    function setUp() public {
        setUpAuctionFixture();
    }

    // ---- createAuction ---------------------------------------------------------------------

    function test_createAuction_escrowsAndRecords() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(house), true);
        uint256 endTime = block.timestamp + DURATION;
        vm.expectEmit(address(house));
        emit AuctionHouse.AuctionCreated(1, address(nft), 1, seller, address(usdt), RESERVE, endTime, 300, 500);
        uint256 auctionId = house.createAuction(address(nft), 1, address(usdt), RESERVE, endTime);
        vm.stopPrank();
        assertEq(auctionId, 1, "first id");
        assertEq(nft.ownerOf(1), address(house), "escrowed");
        AuctionHouse.AuctionView memory a = house.getAuction(auctionId);
        assertEq(a.seller, seller, "seller");
        assertEq(a.hostContract, address(nft), "host");
        assertEq(a.tokenId, 1, "token");
        assertEq(a.currency, address(usdt), "currency");
        assertEq(a.endTime, endTime, "end");
        assertEq(a.highestPrice, 0, "no bid yet");
        assertEq(a.highestBidder, address(0), "no bidder");
        assertEq(a.minimumBid, RESERVE, "first bid must reach the reserve");
        assertEq(a.feeBps, 300, "fee");
        assertEq(a.minIncrementBps, 500, "increment");
        assertEq(a.closed, false, "open");
        assertEq(house.nextOfferId(), 2, "next id");
    }

    function test_createAuction_endTimeBounds() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(house), true);
        uint256 earliest = block.timestamp + 1 hours;
        uint256 latest = block.timestamp + 7 days;
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.InvalidEndTime.selector, earliest - 1, earliest, latest));
        house.createAuction(address(nft), 1, address(usdt), RESERVE, earliest - 1);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.InvalidEndTime.selector, latest + 1, earliest, latest));
        house.createAuction(address(nft), 1, address(usdt), RESERVE, latest + 1);
        uint256 shortest = house.createAuction(address(nft), 1, address(usdt), RESERVE, earliest);
        house.cancel(shortest);
        house.createAuction(address(nft), 1, address(usdt), RESERVE, latest);
        vm.stopPrank();
    }

    function test_createAuction_reverts() public {
        mintTo(seller, 1);
        uint256 endTime = block.timestamp + DURATION;
        vm.startPrank(seller);
        nft.setApprovalForAll(address(house), true);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.InvalidPrice.selector, 0));
        house.createAuction(address(nft), 1, address(usdt), 0, endTime);
        uint256 tooHigh = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.InvalidPrice.selector, tooHigh));
        house.createAuction(address(nft), 1, address(usdt), tooHigh, endTime);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(0xB1)));
        house.createAuction(address(nft), 1, address(0xB1), RESERVE, endTime);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, address(usdt)));
        house.createAuction(address(usdt), 1, address(usdt), RESERVE, endTime);
        vm.stopPrank();
        // Only the owner (or an approved operator) can put the NFT up.
        vm.prank(stranger);
        vm.expectRevert();
        house.createAuction(address(nft), 1, address(usdt), RESERVE, endTime);
        assertEq(nft.ownerOf(1), seller, "still the seller's");
    }

    // ---- bidding ---------------------------------------------------------------------------

    function test_bid_reserveThenIncrement() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.BidTooLow.selector, RESERVE - 1, RESERVE));
        bidAs(buyer, auctionId, RESERVE - 1);
        bidAs(buyer, auctionId, RESERVE);
        assertEq(usdt.balanceOf(address(house)), RESERVE, "bid held");
        uint256 minimum = RESERVE * 105 / 100;
        assertEq(house.getAuction(auctionId).minimumBid, minimum, "5% more");
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.BidTooLow.selector, minimum - 1, minimum));
        bidAs(bidder2, auctionId, minimum - 1);

        uint256 buyerBefore = usdt.balanceOf(buyer);
        vm.expectEmit(address(house));
        emit AuctionHouse.BidRefunded(auctionId, buyer, RESERVE, false);
        bidAs(bidder2, auctionId, minimum);
        assertEq(usdt.balanceOf(buyer) - buyerBefore, RESERVE, "outbid bidder paid back");
        assertEq(usdt.balanceOf(address(house)), minimum, "only the highest bid held");
        AuctionHouse.AuctionView memory a = house.getAuction(auctionId);
        assertEq(a.highestBidder, bidder2, "bidder");
        assertEq(a.highestPrice, minimum, "price");
    }

    function testFuzz_bid_incrementBoundary(uint96 first, uint256 second) public {
        first = uint96(bound(first, 1, 1e27));
        uint256 auctionId = auctionFor(seller, 1, 1, address(usdt));
        bidAs(buyer, auctionId, first);
        uint256 increment = uint256(first) * INCREMENT_BPS / 10_000;
        uint256 minimum = first + (increment == 0 ? 1 : increment);
        second = bound(second, first, minimum * 2);
        if (second < minimum) {
            vm.expectRevert(abi.encodeWithSelector(AuctionHouse.BidTooLow.selector, second, minimum));
            bidAs(bidder2, auctionId, second);
            assertEq(house.getAuction(auctionId).highestBidder, buyer, "unchanged");
        } else {
            bidAs(bidder2, auctionId, second);
            assertEq(house.getAuction(auctionId).highestPrice, second, "accepted");
        }
    }

    function test_bid_equalBidNeverOutbids() public {
        // Even at a price where the increment rounds to 0, a bid must be strictly higher.
        uint256 auctionId = auctionFor(seller, 1, 1, address(usdt));
        bidAs(buyer, auctionId, 1);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.BidTooLow.selector, 1, 2));
        bidAs(bidder2, auctionId, 1);
    }

    function test_bid_highestBidderMayRaise() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        bidAs(buyer, auctionId, RESERVE);
        uint256 before = usdt.balanceOf(buyer);
        bidAs(buyer, auctionId, RESERVE * 2);
        assertEq(before - usdt.balanceOf(buyer), RESERVE, "pays only the difference in the end");
        assertEq(usdt.balanceOf(address(house)), RESERVE * 2, "holds the new bid");
    }

    function test_bid_reverts() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.SellerCannotBid.selector, auctionId));
        bidAs(seller, auctionId, RESERVE);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionNotOpen.selector, 99));
        bidAs(buyer, 99, RESERVE);
        uint256 tooHigh = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.InvalidPrice.selector, tooHigh));
        bidAs(buyer, auctionId, tooHigh);
        vm.prank(stranger); // holds no USDT and gave no allowance
        vm.expectRevert();
        house.bid(auctionId, RESERVE);
        uint256 endTime = block.timestamp + DURATION;
        vm.warp(endTime);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionEnded.selector, auctionId, endTime));
        bidAs(buyer, auctionId, RESERVE);
    }

    function test_bid_wrongCurrency() public {
        uint256 tokenAuction = auctionFor(seller, 1, RESERVE, address(usdt));
        uint256 nativeAuction = auctionFor(seller, 2, 1 ether, address(0));
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.WrongCurrency.selector, address(usdt)));
        bidEthAs(buyer, tokenAuction, RESERVE);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.WrongCurrency.selector, address(0)));
        bidAs(buyer, nativeAuction, 1 ether);
        // Too little native coin is a bid below the reserve.
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.BidTooLow.selector, 0.5 ether, 1 ether));
        bidEthAs(buyer, nativeAuction, 0.5 ether);
        assertEq(address(house).balance, 0, "nothing kept");
    }

    function test_bid_nativeOutbidRefunds() public {
        uint256 auctionId = auctionFor(seller, 1, 1 ether, address(0));
        bidEthAs(buyer, auctionId, 1 ether);
        uint256 before = buyer.balance;
        bidEthAs(bidder2, auctionId, 2 ether);
        assertEq(buyer.balance - before, 1 ether, "refunded");
        assertEq(address(house).balance, 2 ether, "holds the highest bid");
    }

    function test_bid_rejectsFeeOnTransferToken() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        vm.prank(admin);
        house.addCurrency(address(fot));
        fot.mint(buyer, 1e30);
        vm.prank(buyer);
        fot.approve(address(house), type(uint256).max);
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(fot));
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.FeeOnTransferToken.selector, address(fot)));
        bidAs(buyer, auctionId, RESERVE);
    }

    // ---- anti-sniping ----------------------------------------------------------------------

    function test_antiSniping_lateBidMovesTheEnd() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        uint256 endTime = block.timestamp + DURATION;
        vm.warp(endTime - 11 minutes);
        vm.expectEmit(address(house));
        emit AuctionHouse.BidPlaced(auctionId, buyer, RESERVE, endTime);
        bidAs(buyer, auctionId, RESERVE);
        vm.warp(endTime - 3 minutes);
        vm.expectEmit(address(house));
        emit AuctionHouse.BidPlaced(auctionId, bidder2, RESERVE * 2, endTime + 7 minutes);
        bidAs(bidder2, auctionId, RESERVE * 2);
        assertEq(house.getAuction(auctionId).endTime, endTime + 7 minutes, "10 minutes after the bid");
        vm.warp(endTime + 1);
        bidAs(buyer, auctionId, RESERVE * 3); // still open thanks to the extension
        vm.expectRevert(
            abi.encodeWithSelector(AuctionHouse.AuctionNotEnded.selector, auctionId, endTime + 1 + 10 minutes)
        );
        house.settle(auctionId);
    }

    function test_antiSniping_boundary() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        uint256 endTime = block.timestamp + DURATION;
        vm.warp(endTime - 10 minutes);
        bidAs(buyer, auctionId, RESERVE);
        assertEq(house.getAuction(auctionId).endTime, endTime, "10 minutes left: unchanged");
        vm.warp(endTime - 10 minutes + 1);
        bidAs(bidder2, auctionId, RESERVE * 2);
        assertEq(house.getAuction(auctionId).endTime, endTime + 1, "less than 10 minutes left: moved");
    }

    function testFuzz_antiSniping(uint256 secondsLeft) public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        uint256 endTime = block.timestamp + DURATION;
        secondsLeft = bound(secondsLeft, 1, DURATION);
        vm.warp(endTime - secondsLeft);
        bidAs(buyer, auctionId, RESERVE);
        uint256 expected = secondsLeft < 10 minutes ? block.timestamp + 10 minutes : endTime;
        assertEq(house.getAuction(auctionId).endTime, expected, "end after the bid");
    }

    // ---- settle ----------------------------------------------------------------------------

    function test_settle_paysSellerCollectorRoyaltyAndWinner() public {
        vm.prank(admin);
        nft.setDefaultRoyalty(royaltyReceiver, 500);
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        bidAs(buyer, auctionId, RESERVE);
        bidAs(bidder2, auctionId, 200e18);
        uint256 sellerBefore = usdt.balanceOf(seller);
        vm.warp(block.timestamp + DURATION);
        vm.expectEmit(address(house));
        emit AuctionHouse.AuctionSettled(auctionId, bidder2, seller, 200e18, address(usdt), 6e18, 10e18);
        vm.prank(stranger);
        house.settle(auctionId);
        assertEq(usdt.balanceOf(seller) - sellerBefore, 184e18, "price - 3% fee - 5% royalty");
        assertEq(usdt.balanceOf(collector), 6e18, "fee");
        assertEq(usdt.balanceOf(royaltyReceiver), 10e18, "royalty");
        assertEq(usdt.balanceOf(address(house)), 0, "nothing left");
        assertEq(nft.ownerOf(1), bidder2, "winner");
        assertTrue(house.getAuction(auctionId).closed, "closed");
    }

    function testFuzz_settle_splitsToTheUnit(uint96 price, uint16 feeBps, uint16 royaltyBps, bool native) public {
        price = uint96(bound(price, 1, type(uint96).max));
        feeBps = uint16(bound(feeBps, 0, 1_000));
        royaltyBps = uint16(bound(royaltyBps, 0, 10_000));
        vm.startPrank(admin);
        house.setFee(feeBps);
        nft.setDefaultRoyalty(royaltyReceiver, royaltyBps);
        vm.stopPrank();
        address currency = native ? address(0) : address(usdt);
        uint256 auctionId = auctionFor(seller, 1, price, currency);
        if (native) bidEthAs(buyer, auctionId, price);
        else bidAs(buyer, auctionId, price);
        vm.warp(block.timestamp + DURATION);
        house.settle(auctionId);

        uint256 fee = uint256(price) * feeBps / 10_000;
        uint256 royalty = uint256(price) * royaltyBps / 10_000;
        if (royalty > price - fee) royalty = price - fee;
        assertEq(_balance(currency, collector), fee, "fee");
        assertEq(_balance(currency, royaltyReceiver), royalty, "royalty");
        uint256 sellerGot = _balance(currency, seller) - (native ? 0 : 1e30);
        assertEq(sellerGot, price - fee - royalty, "seller");
        assertEq(sellerGot + fee + royalty, price, "nothing lost or made");
        assertEq(_balance(currency, address(house)), 0, "house empty");
        assertEq(nft.ownerOf(1), buyer, "winner");
    }

    function test_settle_feeFixedAtCreation() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        vm.prank(admin);
        house.setFee(1_000);
        bidAs(buyer, auctionId, RESERVE);
        vm.warp(block.timestamp + DURATION);
        house.settle(auctionId);
        assertEq(usdt.balanceOf(collector), 3e18, "3% from creation, not the new 10%");
    }

    function test_settle_noBidReturnsTheNft() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        vm.warp(block.timestamp + DURATION);
        vm.expectEmit(address(house));
        emit AuctionHouse.AuctionSettled(auctionId, address(0), seller, 0, address(usdt), 0, 0);
        house.settle(auctionId);
        assertEq(nft.ownerOf(1), seller, "back to the seller");
        assertEq(usdt.balanceOf(collector), 0, "no fee");
    }

    function test_settle_reverts() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        bidAs(buyer, auctionId, RESERVE);
        uint256 endTime = block.timestamp + DURATION;
        vm.warp(endTime - 1);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionNotEnded.selector, auctionId, endTime));
        house.settle(auctionId);
        vm.warp(endTime);
        house.settle(auctionId);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionNotOpen.selector, auctionId));
        house.settle(auctionId);
    }

    // ---- cancel ----------------------------------------------------------------------------

    function test_cancel_sellerOnlyBeforeTheFirstBid() public {
        uint256 auctionId = auctionFor(seller, 1, RESERVE, address(usdt));
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.NotSeller.selector, auctionId, stranger));
        house.cancel(auctionId);
        vm.prank(admin); // an operator of the market has no say over an auction
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.NotSeller.selector, auctionId, admin));
        house.cancel(auctionId);
        vm.expectEmit(address(house));
        emit AuctionHouse.AuctionCancelled(auctionId, seller);
        vm.prank(seller);
        house.cancel(auctionId);
        assertEq(nft.ownerOf(1), seller, "returned");
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionNotOpen.selector, auctionId));
        bidAs(buyer, auctionId, RESERVE);

        uint256 withBid = auctionFor(seller, 2, RESERVE, address(usdt));
        bidAs(buyer, withBid, RESERVE);
        vm.prank(seller);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.AuctionHasBids.selector, withBid));
        house.cancel(withBid);
    }

    // ---- pause -----------------------------------------------------------------------------

    function test_paused_stopsCreateAndBidButLetsEverythingOut() public {
        uint256 withBid = auctionFor(seller, 1, RESERVE, address(usdt));
        uint256 noBid = auctionFor(seller, 2, RESERVE, address(usdt));
        mintTo(seller, 3);
        bidAs(buyer, withBid, RESERVE);
        vm.prank(admin);
        house.setPaused(true);

        vm.startPrank(seller);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        house.createAuction(address(nft), 3, address(usdt), RESERVE, block.timestamp + DURATION);
        vm.stopPrank();
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        bidAs(bidder2, withBid, RESERVE * 2);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        bidEthAs(bidder2, withBid, 1 ether);

        vm.prank(seller);
        house.cancel(noBid);
        assertEq(nft.ownerOf(2), seller, "cancel works");
        vm.warp(block.timestamp + DURATION);
        house.settle(withBid);
        assertEq(nft.ownerOf(1), buyer, "settle works");
    }

    // ---- admin -----------------------------------------------------------------------------

    function test_setMinIncrement() public {
        uint256 before = auctionFor(seller, 1, RESERVE, address(usdt));
        bytes32 adminRole = house.DEFAULT_ADMIN_ROLE();
        vm.prank(stranger);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, adminRole)
        );
        house.setMinIncrement(1_000);
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.MinIncrementOutOfRange.selector, 0));
        house.setMinIncrement(0);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.MinIncrementOutOfRange.selector, 10_001));
        house.setMinIncrement(10_001);
        vm.expectEmit(address(house));
        emit AuctionHouse.MinIncrementChanged(500, 1_000);
        house.setMinIncrement(1_000);
        vm.stopPrank();
        assertEq(house.minIncrementBps(), 1_000, "stored");
        uint256 afterChange = auctionFor(seller, 2, RESERVE, address(usdt));
        bidAs(buyer, before, RESERVE);
        bidAs(buyer, afterChange, RESERVE);
        assertEq(house.getAuction(before).minimumBid, RESERVE * 105 / 100, "open auction keeps 5%");
        assertEq(house.getAuction(afterChange).minimumBid, RESERVE * 110 / 100, "new auction gets 10%");
    }

    function test_withdraw_nothingCredited() public {
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(AuctionHouse.NothingToWithdraw.selector, buyer, address(usdt)));
        house.withdraw(address(usdt));
    }

    function _balance(address currency, address account) private view returns (uint256) {
        return currency == address(0) ? account.balance : usdt.balanceOf(account);
    }
}
