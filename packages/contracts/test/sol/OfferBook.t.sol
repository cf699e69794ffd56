// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors, IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MarketConfig} from "../../src/sol/market/MarketConfig.sol";
import {OfferBook} from "../../src/sol/market/OfferBook.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {FalseToken, WalletBuyer} from "./utils/OfferMocks.sol";
import {OfferFixture} from "./utils/OfferFixture.sol";

contract OfferBookTest is OfferFixture {
    address internal royaltyReceiver = makeAddr("royalty");

    function setUp() public {
        setUpOfferFixture();
        ownedBy(seller, 1);
        ownedBy(seller, 2);
        ownedBy(seller, 3);
    }

    function _balances() private view returns (uint256[4] memory) {
        return
            [usdt.balanceOf(buyer), usdt.balanceOf(seller), usdt.balanceOf(collector), usdt.balanceOf(royaltyReceiver)];
    }

    // ---- accepting ---------------------------------------------------------------------------

    function test_acceptOffer_paysSellerFeeAndRoyaltyAndMovesTheNft() public {
        vm.prank(admin);
        nft.setTokenRoyalty(1, royaltyReceiver, 500);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 7);
        bytes memory sig = sign(BUYER_KEY, offer);
        uint256[4] memory before = _balances();

        vm.expectEmit(address(book));
        emit OfferBook.OfferAccepted(
            book.hashOffer(offer), buyer, seller, address(nft), 1, address(usdt), AMOUNT, 3e18, 5e18, 7
        );
        accept(seller, offer, sig, 1);

        uint256[4] memory afterwards = _balances();
        assertEq(nft.ownerOf(1), buyer, "NFT to the buyer");
        assertEq(before[0] - afterwards[0], AMOUNT, "buyer paid the amount");
        assertEq(afterwards[1] - before[1], 92e18, "seller: 100 - 3% fee - 5% royalty");
        assertEq(afterwards[2] - before[2], 3e18, "fee");
        assertEq(afterwards[3] - before[3], 5e18, "royalty");
        assertEq(usdt.balanceOf(address(book)), 0, "nothing held");
        assertTrue(book.isNonceUsed(buyer, 7), "nonce used");
        assertTrue(!book.isNonceUsed(buyer, 6) && !book.isNonceUsed(buyer, 8), "only that nonce");
    }

    function test_acceptCollectionOffer_anyTokenOfTheTree() public {
        uint256[] memory tokenIds = ids(1, 2, 3);
        for (uint256 i = 0; i < 3; i++) {
            uint256 tokenId = tokenIds[i];
            OfferBook.Offer memory offer = collectionOffer(buyer, tokenIds, AMOUNT, 100 + i);
            acceptWithProof(seller, offer, sign(BUYER_KEY, offer), tokenId, proofOf(tokenIds, tokenId));
            assertEq(nft.ownerOf(tokenId), buyer, "token of the tree bought");
        }
    }

    function test_acceptCollectionOffer_singleTokenTreeNeedsNoProof() public {
        uint256[] memory only = new uint256[](1);
        only[0] = 2;
        OfferBook.Offer memory offer = collectionOffer(buyer, only, AMOUNT, 1);
        assertEq(offer.tokenRoot, leafOf(2), "a one-token root is its leaf");
        accept(seller, offer, sign(BUYER_KEY, offer), 2);
        assertEq(nft.ownerOf(2), buyer, "bought");
    }

    function test_hashOffer_isTheEip712Digest() public view {
        OfferBook.Offer memory offer = collectionOffer(buyer, ids(1, 2, 3), AMOUNT, 9);
        assertEq(book.hashOffer(offer), digestOf(offer, block.chainid, address(book)), "digest");
        assertEq(book.OFFER_TYPEHASH(), OFFER_TYPEHASH, "typehash");
    }

    function test_previewSale_matchesTheSplit() public {
        vm.prank(admin);
        nft.setTokenRoyalty(1, royaltyReceiver, 250);
        (uint256 fee, address receiver, uint256 royalty, uint256 proceeds) = book.previewSale(address(nft), 1, AMOUNT);
        assertEq(fee, 3e18, "fee");
        assertEq(receiver, royaltyReceiver, "receiver");
        assertEq(royalty, 2.5e18, "royalty");
        assertEq(proceeds, 94.5e18, "proceeds");
    }

    function test_acceptOffer_royaltyCappedAtAmountLessFee() public {
        vm.prank(admin);
        nft.setTokenRoyalty(1, royaltyReceiver, 10_000); // a 100% royalty
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        uint256[4] memory before = _balances();
        accept(seller, offer, sign(BUYER_KEY, offer), 1);
        uint256[4] memory afterwards = _balances();
        assertEq(afterwards[1], before[1], "seller gets nothing");
        assertEq(afterwards[2] - before[2], 3e18, "fee paid first");
        assertEq(afterwards[3] - before[3], 97e18, "royalty capped at amount - fee");
        assertEq(before[0] - afterwards[0], AMOUNT, "buyer paid exactly the amount");
    }

    function test_acceptOffer_usesTheCurrentFee() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.prank(admin);
        book.setFee(1_000);
        uint256 before = usdt.balanceOf(collector);
        accept(seller, offer, sig, 1);
        assertEq(usdt.balanceOf(collector) - before, 10e18, "fee at the time of acceptance");
    }

    function test_acceptOffer_eip1271BuyerContract() public {
        WalletBuyer wallet = new WalletBuyer(buyer2);
        _fund(address(wallet));
        OfferBook.Offer memory offer = nftOffer(address(wallet), 1, AMOUNT, 1);
        accept(seller, offer, sign(BUYER2_KEY, offer), 1);
        assertEq(nft.ownerOf(1), address(wallet), "the wallet bought");
    }

    function test_acceptOffer_eip1271BuyerRefuses() public {
        WalletBuyer wallet = new WalletBuyer(buyer2);
        _fund(address(wallet));
        OfferBook.Offer memory offer = nftOffer(address(wallet), 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer); // not the wallet's owner
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, address(wallet)));
        accept(seller, offer, sig, 1);
        wallet.setMode(WalletBuyer.Mode.RefuseAll);
        sig = sign(BUYER2_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, address(wallet)));
        accept(seller, offer, sig, 1);
    }

    // ---- cancelling ----------------------------------------------------------------------------

    function test_cancelOffer_usesTheNonce() public {
        vm.expectEmit(address(book));
        emit OfferBook.OfferCancelled(buyer, 300);
        vm.prank(buyer);
        book.cancelOffer(300);
        assertTrue(book.isNonceUsed(buyer, 300), "used");
        assertTrue(!book.isNonceUsed(buyer, 299) && !book.isNonceUsed(buyer2, 300), "only that one");
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferNonceUsed.selector, buyer, 300));
        vm.prank(buyer);
        book.cancelOffer(300);
    }

    function test_cancelAllOffers_bumpsTheCounter() public {
        vm.expectEmit(address(book));
        emit OfferBook.OffersCancelledAll(buyer, 1);
        vm.prank(buyer);
        book.cancelAllOffers();
        vm.prank(buyer);
        book.cancelAllOffers();
        assertEq(book.counterOf(buyer), 2, "bumped twice");
        assertEq(book.counterOf(buyer2), 0, "others untouched");
    }

    function test_cancelWorksWhilePaused_acceptDoesNot() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.prank(admin);
        book.setPaused(true);
        vm.expectRevert(MarketConfig.MarketPaused.selector);
        accept(seller, offer, sig, 1);
        vm.startPrank(buyer);
        book.cancelOffer(1);
        book.cancelAllOffers();
        vm.stopPrank();
        vm.prank(admin);
        book.setPaused(false);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferCounterStale.selector, 0, 1));
        accept(seller, offer, sig, 1);
    }

    // ---- every refusal -------------------------------------------------------------------------

    function test_revert_expired() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.warp(offer.expiry); // refused from the expiry on
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferExpired.selector, offer.expiry));
        accept(seller, offer, sig, 1);
        vm.warp(offer.expiry - 1);
        accept(seller, offer, sig, 1);
    }

    function test_revert_staleCounter() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.prank(buyer);
        book.cancelAllOffers();
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferCounterStale.selector, 0, 1));
        accept(seller, offer, sig, 1);
        // A counter from the future is refused too.
        offer.counter = 2;
        sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferCounterStale.selector, 2, 1));
        accept(seller, offer, sig, 1);
    }

    function test_revert_usedNonce() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 5);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.prank(buyer);
        book.cancelOffer(5);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferNonceUsed.selector, buyer, 5));
        accept(seller, offer, sig, 1);
    }

    function test_revert_signatureOfAnotherKey() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER2_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
        accept(seller, offer, sig, 1);
    }

    function test_revert_tamperedOffer() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        offer.amount = AMOUNT / 2;
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
        accept(seller, offer, sig, 1);
    }

    function test_revert_malformedSignatures() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        bytes memory short = new bytes(64);
        for (uint256 i = 0; i < 64; i++) {
            short[i] = sig[i];
        }
        bytes[3] memory bad = [bytes(""), short, _highS(sig)];
        for (uint256 i = 0; i < bad.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
            accept(seller, offer, bad[i], 1);
        }
    }

    function test_revert_signatureForAnotherChainId() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = signDigest(BUYER_KEY, digestOf(offer, block.chainid + 1, address(book)));
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
        accept(seller, offer, sig, 1);
        // The same offer signed for this chain works, and after a fork to another chain id it does not.
        sig = sign(BUYER_KEY, offer);
        uint256 chainId = block.chainid;
        vm.chainId(chainId + 1);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
        accept(seller, offer, sig, 1);
        vm.chainId(chainId);
        accept(seller, offer, sig, 1);
    }

    function test_revert_signatureForAnotherOfferBook() public {
        OfferBook other = new OfferBook(admin, collector, 300);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = signDigest(BUYER_KEY, digestOf(offer, block.chainid, address(other)));
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidOfferSignature.selector, buyer));
        accept(seller, offer, sig, 1);
    }

    function test_revert_tokenNotInTheCollectionTree() public {
        ownedBy(seller, 4);
        uint256[] memory tokenIds = ids(1, 2, 3);
        OfferBook.Offer memory offer = collectionOffer(buyer, tokenIds, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        bytes32[] memory proofOf1 = proofOf(tokenIds, 1);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.TokenNotInOffer.selector, 4));
        acceptWithProof(seller, offer, sig, 4, proofOf1);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.TokenNotInOffer.selector, 2));
        acceptWithProof(seller, offer, sig, 2, proofOf1); // another token's proof
        vm.expectRevert(abi.encodeWithSelector(OfferBook.TokenNotInOffer.selector, 2));
        accept(seller, offer, sig, 2); // no proof
    }

    function test_revert_nftOfferForAnotherToken() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.TokenNotInOffer.selector, 2));
        accept(seller, offer, sig, 2);
    }

    function test_revert_buyerCannotAcceptOwnOffer() public {
        ownedBy(buyer, 10);
        OfferBook.Offer memory offer = nftOffer(buyer, 10, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.BuyerCannotAccept.selector, buyer));
        accept(buyer, offer, sig, 10);
    }

    function test_revert_notTheOwner() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, stranger, 1, seller));
        accept(stranger, offer, sig, 1);
        assertTrue(!book.isNonceUsed(buyer, 1), "nothing happened");
    }

    function test_revert_notApprovedForTheNft() public {
        mintTo(seller, 20);
        vm.prank(seller);
        nft.setApprovalForAll(address(book), false);
        OfferBook.Offer memory offer = nftOffer(buyer, 20, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, address(book), 20));
        accept(seller, offer, sig, 20);
    }

    function test_revert_buyerShortOfBalance() public {
        uint256 balance = usdt.balanceOf(buyer);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, balance + 1, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(); // the token's ERC20InsufficientBalance, bubbled
        accept(seller, offer, sig, 1);
        vm.prank(buyer);
        usdt.transfer(stranger, balance - AMOUNT + 1);
        offer = nftOffer(buyer, 1, AMOUNT, 2);
        sig = sign(BUYER_KEY, offer);
        // The seller's share passes, the fee finds 1 unit too few: all of it reverts.
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, buyer, 3e18 - 1, 3e18));
        accept(seller, offer, sig, 1);
    }

    function test_revert_buyerShortOfAllowance() public {
        vm.prank(buyer);
        usdt.approve(address(book), AMOUNT - 1);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        // The seller's share passes, the fee finds 1 unit too few.
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(book), 3e18 - 1, 3e18)
        );
        accept(seller, offer, sig, 1);
        // An exact allowance is enough.
        vm.prank(buyer);
        usdt.approve(address(book), AMOUNT);
        accept(seller, offer, sig, 1);
        assertEq(usdt.allowance(buyer, address(book)), 0, "allowance used up");
    }

    function test_revert_tokenReturningFalse() public {
        FalseToken falseToken = new FalseToken();
        vm.prank(admin);
        book.addCurrency(address(falseToken));
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        offer.currency = address(falseToken);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(falseToken)));
        accept(seller, offer, sig, 1);
    }

    function test_revert_unsupportedHostContract() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.prank(admin);
        book.removeHostContract(address(nft));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, address(nft)));
        accept(seller, offer, sig, 1);
    }

    function test_revert_listedHostWithoutCode() public {
        address noCode = makeAddr("not a contract");
        vm.prank(admin);
        book.addHostContract(noCode);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        offer.hostContract = noCode;
        bytes memory sig = sign(BUYER_KEY, offer);
        uint256 balance = usdt.balanceOf(buyer);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.HostContractNotSupported.selector, noCode));
        accept(seller, offer, sig, 1);
        assertEq(usdt.balanceOf(buyer), balance, "nothing paid");
    }

    function test_revert_unsupportedCurrency() public {
        TestToken other = new TestToken("Other", "OTH", 18, admin);
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, 1);
        offer.currency = address(other);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(other)));
        accept(seller, offer, sig, 1);
        // The native coin is never an offer currency, even when listed.
        vm.prank(admin);
        book.addCurrency(address(0));
        offer.currency = address(0);
        sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(0)));
        accept(seller, offer, sig, 1);
        // A currency removed after signing.
        offer = nftOffer(buyer, 1, AMOUNT, 2);
        sig = sign(BUYER_KEY, offer);
        vm.prank(admin);
        book.removeCurrency(address(usdt));
        vm.expectRevert(abi.encodeWithSelector(MarketConfig.CurrencyNotSupported.selector, address(usdt)));
        accept(seller, offer, sig, 1);
    }

    function test_revert_zeroAmount() public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, 0, 1);
        bytes memory sig = sign(BUYER_KEY, offer);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.InvalidAmount.selector, 0));
        accept(seller, offer, sig, 1);
    }

    function test_noOperatorRole() public view {
        assertTrue(!book.hasRole(book.OPERATOR_ROLE(), admin), "nobody acts on another's offer");
    }

    // ---- fuzz ----------------------------------------------------------------------------------

    /// Whatever the amount, fee and royalty: seller + fee + royalty == amount, to the unit.
    function testFuzz_splitIsExact(uint256 amount, uint16 feeBps, uint96 royaltyBps, uint256 nonce) public {
        amount = bound(amount, 1, 1e30);
        feeBps = uint16(bound(feeBps, 0, 1_000));
        royaltyBps = uint96(bound(royaltyBps, 0, 10_000));
        vm.startPrank(admin);
        book.setFee(feeBps);
        if (royaltyBps > 0) nft.setTokenRoyalty(1, royaltyReceiver, royaltyBps);
        vm.stopPrank();
        (uint256 fee,, uint256 royalty, uint256 proceeds) = book.previewSale(address(nft), 1, amount);
        uint256[4] memory paid = _acceptAndDiff(nftOffer(buyer, 1, amount, nonce));
        assertEq(paid[0], amount, "buyer paid the amount");
        assertEq(paid[1] + paid[2] + paid[3], amount, "split adds up");
        assertEq(paid[2], amount * feeBps / 10_000, "fee");
        assertEq(paid[1], proceeds, "proceeds as previewed");
        assertEq(paid[2], fee, "fee as previewed");
        assertEq(paid[3], royalty, "royalty as previewed");
        assertTrue(book.isNonceUsed(buyer, nonce), "nonce used");
    }

    /// What the buyer paid, and what the seller, the collector and the royalty receiver got.
    function _acceptAndDiff(OfferBook.Offer memory offer) private returns (uint256[4] memory diff) {
        uint256[4] memory before = _balances();
        accept(seller, offer, sign(BUYER_KEY, offer), 1);
        uint256[4] memory afterwards = _balances();
        diff[0] = before[0] - afterwards[0];
        for (uint256 i = 1; i < 4; i++) {
            diff[i] = afterwards[i] - before[i];
        }
    }

    /// Any nonce: used once by accepting, its neighbours untouched.
    function testFuzz_nonceUsedOnce(uint256 nonce) public {
        OfferBook.Offer memory offer = nftOffer(buyer, 1, AMOUNT, nonce);
        bytes memory sig = sign(BUYER_KEY, offer);
        accept(seller, offer, sig, 1);
        if (nonce > 0) assertTrue(!book.isNonceUsed(buyer, nonce - 1), "below untouched");
        if (nonce < type(uint256).max) assertTrue(!book.isNonceUsed(buyer, nonce + 1), "above untouched");
        vm.prank(buyer);
        nft.transferFrom(buyer, seller, 1);
        vm.expectRevert(abi.encodeWithSelector(OfferBook.OfferNonceUsed.selector, buyer, nonce));
        accept(seller, offer, sig, 1);
    }

    function _fund(address account) private {
        vm.prank(admin);
        usdt.mint(account, 1e24);
        WalletBuyer(account).approve(usdt, address(book));
    }

    /// The same signature with s → n − s and v flipped: ecrecover accepts it, ECDSA must not.
    function _highS(bytes memory sig) private pure returns (bytes memory) {
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 0x20))
            s := mload(add(sig, 0x40))
            v := byte(0, mload(add(sig, 0x60)))
        }
        uint256 n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
        return abi.encodePacked(r, bytes32(n - uint256(s)), v == 27 ? uint8(28) : uint8(27));
    }
}
