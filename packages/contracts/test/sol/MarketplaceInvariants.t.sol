// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Marketplace} from "../../src/sol/market/Marketplace.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {Fixture} from "./utils/Fixture.sol";
import {Test} from "./utils/Test.sol";

/// Drives random listings, repricings, cancels and purchases by a few actors.
contract MarketHandler is Test {
    VrNFT public immutable nft;
    Marketplace public immutable market;
    TestToken public immutable usdt;
    address[] public actors;
    uint256[] public openOfferIds;
    uint256 public immutable minted;

    /// Token ids 0..minted-1 exist when the handler is created.
    constructor(VrNFT nft_, Marketplace market_, TestToken usdt_, address[] memory actors_, uint256 minted_) {
        minted = minted_;
        nft = nft_;
        market = market_;
        usdt = usdt_;
        actors = actors_;
    }

    function openOfferCount() external view returns (uint256) {
        return openOfferIds.length;
    }

    function list(uint256 tokenSeed, uint96 price, bool native) external {
        uint256 tokenId = tokenSeed % minted;
        address owner = nft.ownerOf(tokenId);
        if (owner == address(market)) return;
        price = uint96(bound(price, 1, 1e24));
        vm.prank(owner);
        openOfferIds.push(market.createOffer(address(nft), tokenId, price, native ? address(0) : address(usdt)));
    }

    function buy(uint256 actorSeed, uint256 offerSeed) external {
        if (openOfferIds.length == 0) return;
        uint256 index = offerSeed % openOfferIds.length;
        uint256 offerId = openOfferIds[index];
        Marketplace.OfferView memory offer = market.getOffer(offerId);
        address buyer = actors[actorSeed % actors.length];
        if (buyer == offer.seller) return;
        vm.startPrank(buyer);
        if (offer.currency == address(0)) {
            vm.deal(buyer, buyer.balance + offer.price);
            market.buyOfferWithETH{value: offer.price}(offerId, offer.price);
        } else {
            market.buyOffer(offerId, offer.price, offer.currency);
        }
        vm.stopPrank();
        _close(index);
    }

    function cancel(uint256 offerSeed) external {
        if (openOfferIds.length == 0) return;
        uint256 index = offerSeed % openOfferIds.length;
        uint256 offerId = openOfferIds[index];
        vm.prank(market.getOffer(offerId).seller);
        market.cancelOffer(offerId);
        _close(index);
    }

    function reprice(uint256 offerSeed, uint96 price) external {
        if (openOfferIds.length == 0) return;
        uint256 offerId = openOfferIds[offerSeed % openOfferIds.length];
        vm.prank(market.getOffer(offerId).seller);
        market.changeOfferPrice(offerId, bound(price, 1, 1e24));
    }

    function _close(uint256 index) private {
        openOfferIds[index] = openOfferIds[openOfferIds.length - 1];
        openOfferIds.pop();
    }
}

contract MarketplaceInvariantsTest is Fixture {
    MarketHandler internal handler;
    address[] internal actors;
    address internal royaltyReceiver = makeAddr("royalty");
    uint256 internal constant TOKENS = 12;

    function setUp() public {
        setUpFixture();
        actors.push(seller);
        actors.push(buyer);
        actors.push(stranger);
        vm.prank(admin);
        nft.setDefaultRoyalty(royaltyReceiver, 250);
        for (uint256 i = 0; i < TOKENS; i++) {
            address owner = actors[i % actors.length];
            mintTo(owner, i);
        }
        handler = new MarketHandler(nft, market, usdt, actors, TOKENS);
        for (uint256 i = 0; i < actors.length; i++) {
            vm.startPrank(actors[i]);
            nft.setApprovalForAll(address(market), true);
            usdt.approve(address(market), type(uint256).max);
            vm.stopPrank();
        }
        vm.prank(admin);
        usdt.mint(stranger, 1e30);
        targetContract(address(handler));
    }

    /// No NFT is created or lost: every minted token is owned by an actor or escrowed.
    function invariant_nftsConserved() public view {
        uint256 held = nft.balanceOf(address(market));
        for (uint256 i = 0; i < actors.length; i++) {
            held += nft.balanceOf(actors[i]);
        }
        assertEq(held, TOKENS, "tokens conserved");
    }

    /// The marketplace holds exactly the NFTs of open offers.
    function invariant_escrowMatchesOpenOffers() public view {
        uint256 open = handler.openOfferCount();
        assertEq(nft.balanceOf(address(market)), open, "escrow count");
        for (uint256 i = 0; i < open; i++) {
            Marketplace.OfferView memory offer = market.getOffer(handler.openOfferIds(i));
            assertTrue(offer.open, "tracked offer open");
            assertEq(nft.ownerOf(offer.tokenId), address(market), "escrowed token");
        }
    }

    /// No native coin or ERC-20 stays in the marketplace, and no ERC-20 is created or destroyed.
    function invariant_marketHoldsNoFunds() public view {
        assertEq(address(market).balance, 0, "native");
        assertEq(usdt.balanceOf(address(market)), 0, "usdt");
        uint256 sum = usdt.balanceOf(collector) + usdt.balanceOf(royaltyReceiver);
        for (uint256 i = 0; i < actors.length; i++) {
            sum += usdt.balanceOf(actors[i]);
        }
        assertEq(sum, usdt.totalSupply(), "usdt conserved");
    }
}
