// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AuctionFixture} from "./utils/AuctionFixture.sol";
import {Fixture} from "./utils/Fixture.sol";
import {OfferFixture} from "./utils/OfferFixture.sol";
import {OfferBook} from "../../src/sol/market/OfferBook.sol";

/// Steady-state scenarios for gas figures (`forge test --isolate --gas-report --match-contract Gas`):
/// the market already escrows other tokens and every party already holds a balance, as on a
/// running marketplace. A first-ever purchase or mint to an empty account costs ~17k more.
contract GasTest is Fixture {
    uint256 internal constant PRICE = 100e18;
    uint256 internal tokenOffer;
    uint256 internal nativeOffer;

    function setUp() public {
        setUpFixture();
        vm.prank(admin);
        usdt.mint(collector, 1);
        vm.deal(seller, 1 ether);
        vm.deal(collector, 1 ether);
        vm.deal(treasury, 1 ether);
        vm.prank(admin);
        usdt.mint(treasury, 1);
        mintTo(buyer, 1_000);
        listFor(seller, 1, PRICE, address(usdt));
        tokenOffer = listFor(seller, 2, PRICE, address(usdt));
        nativeOffer = listFor(seller, 3, 1 ether, address(0));
        mintTo(seller, 4);
        vm.prank(buyer);
        usdt.approve(address(nft), type(uint256).max);
    }

    function test_gas_mintWithPermit() public {
        bytes memory sig =
            signPermit(nft, MINTER_KEY, 77, buyer, address(usdt), PRICE, "ipfs://bafy/77.json", DEADLINE, 77);
        vm.prank(buyer);
        nft.mintWithPermit(77, buyer, address(usdt), PRICE, "ipfs://bafy/77.json", DEADLINE, 77, sig);
    }

    function test_gas_mintPermitWithETH() public {
        bytes memory sig =
            signPermit(nft, MINTER_KEY, 78, buyer, address(0), 1 ether, "ipfs://bafy/78.json", DEADLINE, 78);
        vm.prank(buyer);
        nft.mintPermitWithETH{value: 1 ether}(78, buyer, address(0), 1 ether, "ipfs://bafy/78.json", DEADLINE, 78, sig);
    }

    function test_gas_createOffer() public {
        vm.prank(seller);
        market.createOffer(address(nft), 4, PRICE, address(usdt));
    }

    function test_gas_changeOfferPrice() public {
        vm.prank(seller);
        market.changeOfferPrice(tokenOffer, PRICE / 2);
    }

    function test_gas_cancelOffer() public {
        vm.prank(seller);
        market.cancelOffer(tokenOffer);
    }

    function test_gas_buyOffer() public {
        vm.prank(buyer);
        market.buyOffer(tokenOffer, PRICE, address(usdt));
    }

    function test_gas_buyOfferWithETH() public {
        vm.prank(buyer);
        market.buyOfferWithETH{value: 1 ether}(nativeOffer, 1 ether);
    }
}

/// Auction scenarios in the same steady state: bidders and the house already hold USDT and coin,
/// the seller and the collector too. "outbid" includes pushing the refund to the outbid bidder.
contract AuctionGasTest is AuctionFixture {
    uint256 internal constant PRICE = 100e18;
    uint256 internal fresh;
    uint256 internal leading;
    uint256 internal nativeLeading;
    uint256 internal ended;
    uint256 internal nativeEnded;
    uint256 internal royaltyEnded;

    function setUp() public {
        setUpAuctionFixture();
        address royaltyReceiver = makeAddr("royalty");
        vm.startPrank(admin);
        usdt.mint(collector, 1);
        usdt.mint(royaltyReceiver, 1);
        nft.setTokenRoyalty(7, royaltyReceiver, 500);
        vm.stopPrank();
        vm.deal(seller, 1 ether);
        vm.deal(collector, 1 ether);
        ended = auctionFor(seller, 1, PRICE, address(usdt));
        nativeEnded = auctionFor(seller, 2, 1 ether, address(0));
        royaltyEnded = auctionFor(seller, 7, PRICE, address(usdt));
        bidAs(buyer, ended, PRICE);
        bidEthAs(buyer, nativeEnded, 1 ether);
        bidAs(buyer, royaltyEnded, PRICE);
        vm.warp(block.timestamp + DURATION);
        fresh = auctionFor(seller, 3, PRICE, address(usdt));
        leading = auctionFor(seller, 4, PRICE, address(usdt));
        nativeLeading = auctionFor(seller, 5, 1 ether, address(0));
        bidAs(buyer, leading, PRICE);
        bidEthAs(buyer, nativeLeading, 1 ether);
        mintTo(buyer, 6); // the winner already holds a VrNFT
    }

    function test_gas_auction_firstBid() public {
        bidAs(bidder2, fresh, PRICE);
    }

    function test_gas_auction_outbid() public {
        bidAs(bidder2, leading, PRICE * 2);
    }

    function test_gas_auction_outbidWithETH() public {
        bidEthAs(bidder2, nativeLeading, 2 ether);
    }

    function test_gas_auction_settle() public {
        house.settle(ended);
    }

    function test_gas_auction_settleWithRoyalty() public {
        house.settle(royaltyEnded);
    }

    function test_gas_auction_settleWithETH() public {
        house.settle(nativeEnded);
    }
}

/// OfferBook scenarios in the steady state: the buyer's nonce word is already non-zero (an
/// earlier offer cancelled), the buyer holds USDT and a VrNFT and has approved the OfferBook for
/// the maximum, the seller holds USDT and other VrNFTs and has approved the OfferBook for all,
/// and the fee collector and the royalty receiver hold USDT.
contract OfferGasTest is OfferFixture {
    OfferBook.Offer internal offer;
    bytes internal sig;
    OfferBook.Offer internal royaltyOffer;
    bytes internal royaltySig;
    OfferBook.Offer internal wideOffer;
    bytes internal wideSig;
    bytes32[] internal wideProof;

    function setUp() public {
        setUpOfferFixture();
        address royaltyReceiver = makeAddr("royalty");
        vm.startPrank(admin);
        usdt.mint(collector, 1);
        usdt.mint(royaltyReceiver, 1);
        nft.setTokenRoyalty(2, royaltyReceiver, 500);
        vm.stopPrank();
        mintTo(buyer, 1_000);
        ownedBy(seller, 1);
        ownedBy(seller, 2);
        ownedBy(seller, 3);
        mintTo(seller, 4);
        vm.prank(buyer);
        book.cancelOffer(0);
        offer = nftOffer(buyer, 1, AMOUNT, 1);
        sig = sign(BUYER_KEY, offer);
        royaltyOffer = nftOffer(buyer, 2, AMOUNT, 2);
        royaltySig = sign(BUYER_KEY, royaltyOffer);
        // A collection offer over 1,000 tokens: a 10-hash proof.
        uint256[] memory all = new uint256[](1_000);
        for (uint256 i = 0; i < all.length; i++) {
            all[i] = i + 1;
        }
        wideOffer = collectionOffer(buyer, all, AMOUNT, 3);
        wideSig = sign(BUYER_KEY, wideOffer);
        wideProof = proofOf(all, 3);
    }

    function test_gas_acceptOffer() public {
        vm.prank(seller);
        book.acceptOffer(offer, sig, 1, new bytes32[](0));
    }

    /// The buyer approved exactly the amount: each transferFrom also writes the allowance.
    function test_gas_acceptOffer_exactAllowance() public {
        vm.prank(buyer);
        usdt.approve(address(book), AMOUNT);
        vm.prank(seller);
        book.acceptOffer(offer, sig, 1, new bytes32[](0));
    }

    function test_gas_acceptOffer_withRoyalty() public {
        vm.prank(seller);
        book.acceptOffer(royaltyOffer, royaltySig, 2, new bytes32[](0));
    }

    function test_gas_acceptCollectionOffer() public {
        vm.prank(seller);
        book.acceptOffer(wideOffer, wideSig, 3, wideProof);
    }

    function test_gas_cancelOffer_offerBook() public {
        vm.prank(buyer);
        book.cancelOffer(5);
    }

    function test_gas_cancelAllOffers() public {
        vm.prank(buyer);
        book.cancelAllOffers();
    }
}
