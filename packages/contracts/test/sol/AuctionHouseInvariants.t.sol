// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AuctionHouse} from "../../src/sol/market/AuctionHouse.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {AuctionFixture} from "./utils/AuctionFixture.sol";
import {HostileAccount} from "./utils/AuctionMocks.sol";
import {Test} from "./utils/Test.sol";

/// Drives random auctions, bids, time, settles, cancels and withdrawals by a few actors, one of
/// them a contract that refuses, or burns the gas of, the native coin sent to it.
contract AuctionHandler is Test {
    VrNFT public immutable nft;
    AuctionHouse public immutable house;
    TestToken public immutable usdt;
    HostileAccount public immutable hostile;
    uint256 public immutable minted;
    address[] public actors;
    uint256[] public openAuctionIds;
    /// Ghosts: endTime and stored price (reserve, then highest bid) seen after the last call.
    mapping(uint256 auctionId => uint256) public seenEndTime;
    mapping(uint256 auctionId => uint256) public seenPrice;
    uint256 public shrinkCount;

    /// Token ids 0..minted-1 exist when the handler is created; the last actor is `hostile_`.
    constructor(
        VrNFT nft_,
        AuctionHouse house_,
        TestToken usdt_,
        HostileAccount hostile_,
        address[] memory actors_,
        uint256 minted_
    ) {
        nft = nft_;
        house = house_;
        usdt = usdt_;
        hostile = hostile_;
        actors = actors_;
        minted = minted_;
    }

    function openAuctionCount() external view returns (uint256) {
        return openAuctionIds.length;
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function create(uint256 tokenSeed, uint96 reserve, bool native, uint256 duration) external {
        uint256 tokenId = tokenSeed % minted;
        address owner = nft.ownerOf(tokenId);
        if (owner == address(house)) return;
        reserve = uint96(bound(reserve, 1, 1e24));
        duration = bound(duration, 1 hours, 7 days);
        vm.prank(owner);
        uint256 auctionId = house.createAuction(
            address(nft), tokenId, native ? address(0) : address(usdt), reserve, block.timestamp + duration
        );
        openAuctionIds.push(auctionId);
        _checkGrowth();
    }

    function bid(uint256 actorSeed, uint256 auctionSeed, uint256 extra) external {
        if (openAuctionIds.length == 0) return;
        uint256 auctionId = openAuctionIds[auctionSeed % openAuctionIds.length];
        AuctionHouse.AuctionView memory a = house.getAuction(auctionId);
        address bidder = actors[actorSeed % actors.length];
        if (block.timestamp >= a.endTime || bidder == a.seller) return;
        if (a.currency != address(0) && bidder == address(hostile)) return; // it holds no USDT
        uint256 amount = a.minimumBid + bound(extra, 0, a.minimumBid / 10);
        if (amount > 1e27) return;
        vm.startPrank(bidder);
        if (a.currency == address(0)) {
            vm.deal(bidder, bidder.balance + amount);
            house.bidWithETH{value: amount}(auctionId);
        } else {
            house.bid(auctionId, amount);
        }
        vm.stopPrank();
        _checkGrowth();
    }

    function wait(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 2 days));
        _checkGrowth();
    }

    function settle(uint256 auctionSeed) external {
        if (openAuctionIds.length == 0) return;
        uint256 index = auctionSeed % openAuctionIds.length;
        uint256 auctionId = openAuctionIds[index];
        if (block.timestamp < house.getAuction(auctionId).endTime) return;
        house.settle(auctionId);
        _close(index);
        _checkGrowth();
    }

    function cancel(uint256 auctionSeed) external {
        if (openAuctionIds.length == 0) return;
        uint256 index = auctionSeed % openAuctionIds.length;
        AuctionHouse.AuctionView memory a = house.getAuction(openAuctionIds[index]);
        if (a.highestBidder != address(0)) return;
        vm.prank(a.seller);
        house.cancel(openAuctionIds[index]);
        _close(index);
        _checkGrowth();
    }

    function withdraw(uint256 actorSeed, bool native) external {
        address account = actors[actorSeed % actors.length];
        address currency = native ? address(0) : address(usdt);
        if (house.credits(account, currency) == 0) return;
        if (account == address(hostile) && hostile.mode() != HostileAccount.Mode.Accept) return;
        vm.prank(account);
        house.withdraw(currency);
        _checkGrowth();
    }

    function setHostileMode(uint8 modeSeed) external {
        hostile.setMode(HostileAccount.Mode(modeSeed % 3)); // Accept, Revert or BurnGas
    }

    /// Counts any open auction whose endTime or stored price went down since the last call.
    function _checkGrowth() private {
        for (uint256 i = 0; i < openAuctionIds.length; i++) {
            uint256 auctionId = openAuctionIds[i];
            AuctionHouse.AuctionView memory a = house.getAuction(auctionId);
            uint256 price = a.highestBidder == address(0) ? a.minimumBid : a.highestPrice;
            if (a.endTime < seenEndTime[auctionId] || price < seenPrice[auctionId]) shrinkCount++;
            seenEndTime[auctionId] = a.endTime;
            seenPrice[auctionId] = price;
        }
    }

    function _close(uint256 index) private {
        openAuctionIds[index] = openAuctionIds[openAuctionIds.length - 1];
        openAuctionIds.pop();
    }
}

contract AuctionHouseInvariantsTest is AuctionFixture {
    AuctionHandler internal handler;
    HostileAccount internal hostile;
    address[] internal actors;
    address internal royaltyReceiver = makeAddr("royalty");
    uint256 internal constant TOKENS = 12;

    function setUp() public {
        setUpAuctionFixture();
        hostile = new HostileAccount(house);
        hostile.setMode(HostileAccount.Mode.Revert); // so refunds and payouts to it start as credits
        actors.push(seller);
        actors.push(buyer);
        actors.push(bidder2);
        actors.push(address(hostile));
        vm.prank(admin);
        nft.setDefaultRoyalty(royaltyReceiver, 250);
        for (uint256 i = 0; i < TOKENS; i++) {
            mintTo(actors[i % actors.length], i);
        }
        for (uint256 i = 0; i < actors.length; i++) {
            vm.startPrank(actors[i]);
            nft.setApprovalForAll(address(house), true);
            usdt.approve(address(house), type(uint256).max);
            vm.stopPrank();
        }
        handler = new AuctionHandler(nft, house, usdt, hostile, actors, TOKENS);
        targetContract(address(handler));
    }

    /// The house holds exactly the live highest bids plus what it owes (so at least that), per currency.
    function invariant_fundsCoverBidsAndCredits() public view {
        uint256 nativeOwed;
        uint256 usdtOwed;
        for (uint256 i = 0; i < handler.openAuctionCount(); i++) {
            AuctionHouse.AuctionView memory a = house.getAuction(handler.openAuctionIds(i));
            if (a.currency == address(0)) nativeOwed += a.highestPrice;
            else usdtOwed += a.highestPrice;
        }
        address[] memory accounts = _accounts();
        for (uint256 i = 0; i < accounts.length; i++) {
            nativeOwed += house.credits(accounts[i], address(0));
            usdtOwed += house.credits(accounts[i], address(usdt));
        }
        assertEq(address(house).balance, nativeOwed, "native: live bids + credits");
        assertEq(usdt.balanceOf(address(house)), usdtOwed, "usdt: live bids + credits");
    }

    /// Each NFT is with one holder; it is in escrow exactly while one open auction is for it.
    function invariant_nftWithSellerEscrowOrWinner() public view {
        uint256 open = handler.openAuctionCount();
        assertEq(nft.balanceOf(address(house)), open, "escrow holds the open auctions' NFTs");
        for (uint256 i = 0; i < open; i++) {
            AuctionHouse.AuctionView memory a = house.getAuction(handler.openAuctionIds(i));
            assertEq(nft.ownerOf(a.tokenId), address(house), "open auction's NFT escrowed");
        }
        uint256 held = nft.balanceOf(address(house));
        for (uint256 i = 0; i < actors.length; i++) {
            held += nft.balanceOf(actors[i]);
        }
        assertEq(held, TOKENS, "no NFT elsewhere, none twice");
    }

    function invariant_endTimeAndPriceOnlyGrow() public view {
        assertEq(handler.shrinkCount(), 0, "no endTime or price went down");
    }

    /// No USDT is created or destroyed by the house.
    function invariant_usdtConserved() public view {
        address[] memory accounts = _accounts();
        uint256 sum = usdt.balanceOf(address(house));
        for (uint256 i = 0; i < accounts.length; i++) {
            sum += usdt.balanceOf(accounts[i]);
        }
        assertEq(sum, usdt.totalSupply(), "usdt conserved");
    }

    function _accounts() private view returns (address[] memory accounts) {
        accounts = new address[](actors.length + 2);
        for (uint256 i = 0; i < actors.length; i++) {
            accounts[i] = actors[i];
        }
        accounts[actors.length] = collector;
        accounts[actors.length + 1] = royaltyReceiver;
    }
}
