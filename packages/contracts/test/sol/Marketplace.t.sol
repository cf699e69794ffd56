// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Marketplace} from "../../src/sol/market/Marketplace.sol";
import {MarketConfig} from "../../src/sol/market/MarketConfig.sol";
import {Fixture} from "./utils/Fixture.sol";
import {RejectsEther} from "./utils/Mocks.sol";

contract MarketplaceTest is Fixture {
    uint256 internal constant PRICE = 100e18;

    function setUp() public {
        setUpFixture();
    }

    // ---- createOffer ---------------------------------------------------------------------

    function test_createOffer_escrowsAndRecords() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(market), true);
        vm.expectEmit(address(market));
        emit Marketplace.OfferCreated(1, address(nft), 1, seller, PRICE, address(usdt), 300);
        uint256 offerId = market.createOffer(address(nft), 1, PRICE, address(usdt));
        vm.stopPrank();
        assertEq(offerId, 1, "first id");
        assertEq(nft.ownerOf(1), address(market), "escrowed");
        Marketplace.OfferView memory offer = market.getOffer(offerId);
        assertEq(offer.hostContract, address(nft), "host");
        assertEq(offer.tokenId, 1, "token");
        assertEq(offer.seller, seller, "seller");
        assertEq(offer.price, PRICE, "price");
        assertEq(offer.currency, address(usdt), "currency");
        assertEq(offer.feeBps, 300, "fee");
        assertTrue(offer.open, "open");
        assertEq(market.nextOfferId(), 2, "next id");
    }

    function test_createOffer_reverts() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, address(market), 1));
        market.createOffer(address(nft), 1, PRICE, address(usdt));
        nft.setApprovalForAll(address(market), true);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.InvalidPrice.selector, 0));
        market.createOffer(address(nft), 1, 0, address(usdt));
        uint256 tooHigh = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Marketplace.InvalidPrice.selector, tooHigh));
        market.createOffer(address(nft), 1, tooHigh, address(usdt));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(0xB1)));
        market.createOffer(address(nft), 1, PRICE, address(0xB1));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, address(usdt)));
        market.createOffer(address(usdt), 1, PRICE, address(usdt));
        uint256 hugeId = uint256(type(uint208).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Marketplace.TokenIdTooLarge.selector, hugeId));
        market.createOffer(address(nft), hugeId, PRICE, address(usdt));
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, stranger, 1, seller));
        vm.prank(stranger);
        market.createOffer(address(nft), 1, PRICE, address(usdt));
        vm.prank(admin);
        market.setPaused(true);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        vm.prank(seller);
        market.createOffer(address(nft), 1, PRICE, address(usdt));
    }

    // ---- buyOffer (ERC-20) ---------------------------------------------------------------

    function test_buyOffer_paysSellerCollectorAndRoyalty() public {
        vm.prank(admin);
        nft.setDefaultRoyalty(treasury, 500);
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        uint256 sellerBefore = usdt.balanceOf(seller);
        vm.expectEmit(address(market));
        emit Marketplace.OfferBought(offerId, buyer, seller, PRICE, address(usdt), 3e18, 5e18);
        vm.prank(buyer);
        market.buyOffer(offerId, PRICE, address(usdt));
        assertEq(nft.ownerOf(1), buyer, "buyer owns");
        assertEq(usdt.balanceOf(seller) - sellerBefore, 92e18, "seller gets price - fee - royalty");
        assertEq(usdt.balanceOf(collector), 3e18, "fee");
        assertEq(usdt.balanceOf(treasury), 5e18, "royalty");
        assertEq(usdt.balanceOf(address(market)), 0, "market holds nothing");
        assertTrue(!market.getOffer(offerId).open, "closed");
    }

    function test_buyOffer_reverts() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        uint256 nativeOffer = listFor(seller, 2, 1 ether, address(0));
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.PriceMismatch.selector, PRICE - 1, PRICE));
        market.buyOffer(offerId, PRICE - 1, address(usdt));
        vm.expectRevert(abi.encodeWithSelector(Marketplace.CurrencyMismatch.selector, address(0), address(usdt)));
        market.buyOffer(offerId, PRICE, address(0));
        vm.expectRevert(abi.encodeWithSelector(Marketplace.WrongCurrency.selector, address(0)));
        market.buyOffer(nativeOffer, 1 ether, address(0));
        vm.expectRevert(abi.encodeWithSelector(Marketplace.OfferNotOpen.selector, 99));
        market.buyOffer(99, PRICE, address(usdt));
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(Marketplace.SellerCannotBuy.selector, offerId));
        vm.prank(seller);
        market.buyOffer(offerId, PRICE, address(usdt));
        vm.prank(admin);
        market.setPaused(true);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        vm.prank(buyer);
        market.buyOffer(offerId, PRICE, address(usdt));
    }

    // ---- buyOfferWithETH -----------------------------------------------------------------

    function test_buyOfferWithETH_paysSellerAndCollector() public {
        uint256 offerId = listFor(seller, 1, 1 ether, address(0));
        vm.prank(buyer);
        market.buyOfferWithETH{value: 1 ether}(offerId, 1 ether);
        assertEq(nft.ownerOf(1), buyer, "buyer owns");
        assertEq(seller.balance, 0.97 ether, "seller");
        assertEq(collector.balance, 0.03 ether, "fee");
        assertEq(address(market).balance, 0, "market keeps no coin");
    }

    function test_buyOfferWithETH_reverts() public {
        uint256 offerId = listFor(seller, 1, 1 ether, address(0));
        uint256 tokenOffer = listFor(seller, 2, PRICE, address(usdt));
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.WrongPayment.selector, 1 ether - 1, 1 ether));
        market.buyOfferWithETH{value: 1 ether - 1}(offerId, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.PriceMismatch.selector, 2 ether, 1 ether));
        market.buyOfferWithETH{value: 2 ether}(offerId, 2 ether);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.WrongCurrency.selector, address(usdt)));
        market.buyOfferWithETH{value: PRICE}(tokenOffer, PRICE);
        vm.stopPrank();
    }

    function test_buyOfferWithETH_revertsWhenSellerRejectsCoin() public {
        address rejecting = address(new RejectsEther());
        uint256 offerId = listFor(rejecting, 1, 1 ether, address(0));
        vm.expectRevert(abi.encodeWithSelector(Marketplace.NativeTransferFailed.selector, rejecting));
        vm.prank(buyer);
        market.buyOfferWithETH{value: 1 ether}(offerId, 1 ether);
    }

    // ---- cancelOffer / changeOfferPrice --------------------------------------------------

    function test_cancelOffer_returnsNft() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.expectEmit(address(market));
        emit Marketplace.OfferCancelled(offerId, seller);
        vm.prank(seller);
        market.cancelOffer(offerId);
        assertEq(nft.ownerOf(1), seller, "returned");
        assertTrue(!market.getOffer(offerId).open, "closed");
        vm.expectRevert(abi.encodeWithSelector(Marketplace.OfferNotOpen.selector, offerId));
        vm.prank(seller);
        market.cancelOffer(offerId);
    }

    function test_cancelOffer_byOperatorReturnsNftToSeller() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.prank(admin);
        market.cancelOffer(offerId);
        assertEq(nft.ownerOf(1), seller, "returned to seller");
    }

    function test_cancelOffer_worksWhilePaused() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.prank(admin);
        market.setPaused(true);
        vm.prank(seller);
        market.cancelOffer(offerId);
        assertEq(nft.ownerOf(1), seller, "returned");
    }

    function test_changeOfferPrice_updatesPrice() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.expectEmit(address(market));
        emit Marketplace.OfferPriceChanged(offerId, PRICE, 50e18);
        vm.prank(seller);
        market.changeOfferPrice(offerId, 50e18);
        assertEq(market.getOffer(offerId).price, 50e18, "price");
    }

    function test_changeOfferPrice_reverts() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.startPrank(seller);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.InvalidPrice.selector, 0));
        market.changeOfferPrice(offerId, 0);
        vm.expectRevert(abi.encodeWithSelector(Marketplace.OfferNotOpen.selector, 99));
        market.changeOfferPrice(99, 1);
        vm.stopPrank();
        vm.prank(admin);
        market.setPaused(true);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        vm.prank(seller);
        market.changeOfferPrice(offerId, 1);
    }

    // ---- views ---------------------------------------------------------------------------

    function test_views() public {
        assertEq(market.listingFee(), 300, "3% default");
        assertEq(market.calculateOfferFee(1_000), 30, "fee of 1000");
        assertTrue(market.supportsCurrency(address(usdt)) && market.supportsCurrency(address(0)), "currencies");
        assertTrue(!market.supportsCurrency(address(0xB1)), "unknown");
        assertEq(market.currencies().length, 2, "registry");
        assertEq(market.feeCollector(), collector, "collector");
        assertTrue(!market.paused(), "not paused");
        vm.prank(admin);
        nft.setTokenRoyalty(1, treasury, 9_900);
        (uint256 fee, address receiver, uint256 royalty, uint256 proceeds) = market.previewSale(address(nft), 1, 1_000);
        assertEq(fee, 30, "fee");
        assertEq(receiver, treasury, "receiver");
        assertEq(royalty, 970, "royalty capped at price - fee");
        assertEq(proceeds, 0, "seller gets the rest");
        (, receiver, royalty,) = market.previewSale(address(usdt), 1, 1_000); // not an ERC-2981 contract
        assertEq(royalty, 0, "no royalty from non-2981 host");
    }

    // ---- owner ---------------------------------------------------------------------------

    function test_owner_setsFeeWithinCap() public {
        vm.startPrank(admin);
        vm.expectEmit(address(market));
        emit MarketConfig.FeeChanged(300, 250);
        market.setFee(250);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.FeeTooHigh.selector, 1_001));
        market.setFee(1_001);
        vm.stopPrank();
        assertEq(market.listingFee(), 250, "fee");
    }

    function test_owner_feeIsFixedPerOfferAtListing() public {
        uint256 offerId = listFor(seller, 1, 1 ether, address(0));
        vm.prank(admin);
        market.setFee(1_000);
        vm.prank(buyer);
        market.buyOfferWithETH{value: 1 ether}(offerId, 1 ether);
        assertEq(collector.balance, 0.03 ether, "listing-time fee");
    }

    function test_owner_currencies() public {
        vm.startPrank(admin);
        market.removeCurrency(address(usdt));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(usdt)));
        market.removeCurrency(address(usdt));
        market.addCurrency(address(usdt));
        vm.stopPrank();
        assertTrue(market.supportsCurrency(address(usdt)), "re-added");
        assertEq(market.currencies().length, 2, "same id reused");
    }

    function test_owner_nativeCoinHasIdZeroButNeedsAdding() public {
        Marketplace fresh = new Marketplace(admin, collector, 300);
        assertEq(fresh.currencies().length, 1, "only the reserved native id");
        assertEq(fresh.currencies()[0], address(0), "native coin is id 0");
        assertTrue(!fresh.supportsCurrency(address(0)), "not supported before addCurrency");
        vm.startPrank(admin);
        fresh.addHostContract(address(nft));
        vm.expectEmit(address(fresh));
        emit MarketConfig.CurrencyAdded(address(usdt), 1);
        fresh.addCurrency(address(usdt));
        vm.stopPrank();
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(fresh), true);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(0)));
        fresh.createOffer(address(nft), 1, 1 ether, address(0));
        vm.stopPrank();
        vm.expectEmit(address(fresh));
        emit MarketConfig.CurrencyAdded(address(0), 0);
        vm.prank(admin);
        fresh.addCurrency(address(0));
        vm.prank(seller);
        uint256 offerId = fresh.createOffer(address(nft), 1, 1 ether, address(0));
        vm.prank(buyer);
        fresh.buyOfferWithETH{value: 1 ether}(offerId, 1 ether);
        assertEq(nft.ownerOf(1), buyer, "bought with the native coin");
    }

    function test_owner_hostContracts() public {
        assertTrue(market.supportsHostContract(address(nft)), "listed");
        assertEq(market.hostContracts().length, 1, "registry");
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.startPrank(admin);
        market.removeHostContract(address(nft));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, address(nft)));
        market.removeHostContract(address(nft));
        vm.expectRevert(MarketConfig.ZeroAddress.selector);
        market.addHostContract(address(0));
        vm.stopPrank();
        assertTrue(!market.supportsHostContract(address(nft)), "removed");
        vm.prank(buyer); // an open offer of a removed contract can still be bought
        market.buyOffer(offerId, PRICE, address(usdt));
        mintTo(seller, 2);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, address(nft)));
        vm.prank(seller);
        market.createOffer(address(nft), 2, PRICE, address(usdt));
    }

    function test_owner_removedCurrencyKeepsOpenOffersBuyable() public {
        uint256 offerId = listFor(seller, 1, PRICE, address(usdt));
        vm.prank(admin);
        market.removeCurrency(address(usdt));
        vm.prank(buyer);
        market.buyOffer(offerId, PRICE, address(usdt));
        assertEq(nft.ownerOf(1), buyer, "bought");
    }

    function test_owner_setFeeCollector() public {
        vm.startPrank(admin);
        vm.expectRevert(MarketConfig.ZeroAddress.selector);
        market.setFeeCollector(address(0));
        market.setFeeCollector(stranger);
        vm.stopPrank();
        assertEq(market.feeCollector(), stranger, "collector");
    }

    function test_ownerFunctions_requireAdminRole() public {
        bytes memory denied =
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0));
        vm.startPrank(stranger);
        vm.expectRevert(denied);
        market.setFee(100);
        vm.expectRevert(denied);
        market.setFeeCollector(stranger);
        vm.expectRevert(denied);
        market.addCurrency(address(0xB1));
        vm.expectRevert(denied);
        market.removeCurrency(address(usdt));
        vm.expectRevert(denied);
        market.setPaused(true);
        vm.expectRevert(denied);
        market.addHostContract(stranger);
        vm.expectRevert(denied);
        market.removeHostContract(address(nft));
        vm.stopPrank();
    }

    function test_constructor_validates() public {
        vm.expectRevert(MarketConfig.ZeroAddress.selector);
        new Marketplace(address(0), collector, 300);
        vm.expectRevert(MarketConfig.ZeroAddress.selector);
        new Marketplace(admin, address(0), 300);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.FeeTooHigh.selector, 1_001));
        new Marketplace(admin, collector, 1_001);
    }

    // ---- fuzz: price, fee and royalty arithmetic -----------------------------------------

    function testFuzz_buyOffer_splitsExactly(uint96 price, uint16 feeBps, uint96 royaltyBps) public {
        price = uint96(bound(price, 1, type(uint96).max));
        feeBps = uint16(bound(feeBps, 0, 1_000));
        royaltyBps = uint96(bound(royaltyBps, 0, 10_000));
        vm.startPrank(admin);
        market.setFee(feeBps);
        nft.setDefaultRoyalty(treasury, royaltyBps);
        usdt.mint(buyer, price);
        vm.stopPrank();
        uint256 offerId = listFor(seller, 1, price, address(usdt));
        uint256 sellerBefore = usdt.balanceOf(seller);
        uint256 buyerBefore = usdt.balanceOf(buyer);
        vm.prank(buyer);
        market.buyOffer(offerId, price, address(usdt));

        uint256 fee = uint256(price) * feeBps / 10_000;
        uint256 royalty = uint256(price) * royaltyBps / 10_000;
        if (royalty > price - fee) royalty = price - fee;
        assertEq(usdt.balanceOf(collector), fee, "fee");
        assertEq(usdt.balanceOf(treasury), royalty, "royalty");
        assertEq(usdt.balanceOf(seller) - sellerBefore, price - fee - royalty, "seller");
        assertEq(buyerBefore - usdt.balanceOf(buyer), price, "buyer pays exactly the price");
    }

    function testFuzz_buyOfferWithETH_splitsExactly(uint96 price, uint16 feeBps, uint96 royaltyBps) public {
        price = uint96(bound(price, 1, type(uint96).max));
        feeBps = uint16(bound(feeBps, 0, 1_000));
        royaltyBps = uint96(bound(royaltyBps, 0, 10_000));
        vm.startPrank(admin);
        market.setFee(feeBps);
        nft.setDefaultRoyalty(treasury, royaltyBps);
        vm.stopPrank();
        uint256 offerId = listFor(seller, 1, price, address(0));
        vm.prank(buyer);
        market.buyOfferWithETH{value: price}(offerId, price);
        assertEq(collector.balance + treasury.balance + seller.balance, price, "all paid out");
        assertEq(collector.balance, uint256(price) * feeBps / 10_000, "fee");
        assertEq(address(market).balance, 0, "nothing kept");
    }

    function testFuzz_calculateOfferFee(uint256 price, uint16 feeBps) public {
        price = bound(price, 0, type(uint128).max);
        feeBps = uint16(bound(feeBps, 0, 1_000));
        vm.prank(admin);
        market.setFee(feeBps);
        uint256 fee = market.calculateOfferFee(price);
        assertLe(fee, price / 10, "at most 10%");
        assertEq(fee, price * feeBps / 10_000, "fee formula");
    }
}
