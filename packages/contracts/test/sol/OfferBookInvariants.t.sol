// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OfferBook} from "../../src/sol/market/OfferBook.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {OfferFixture} from "./utils/OfferFixture.sol";
import {Test} from "./utils/Test.sol";

/// Four actors who each own VrNFTs and make offers: NFT offers and collection offers over tokens
/// 1..6 (7 and 8 are outside every tree). Random offers, accepts, cancels, cancel-alls and time.
/// Every accept is tried, void or not; the ghosts record what went through.
contract OfferHandler is Test {
    struct Made {
        OfferBook.Offer offer;
        bytes sig;
        uint256 actor;
    }

    OfferBook public immutable book;
    VrNFT public immutable nft;
    uint256[] internal keys;
    address[] public actors;
    uint256[] internal tree;
    bytes32 internal treeRoot;
    Made[] internal made;
    mapping(uint256 actor => uint256) internal nextNonce;
    /// Ghosts.
    mapping(uint256 index => uint256) public fills;
    mapping(uint256 index => bool) public cancelled;
    uint256 public maxFills;
    uint256 public voidFills;
    uint256 public liveRefusals;
    uint256 public collectionFills;
    address internal immutable currency;

    constructor(
        OfferBook book_,
        VrNFT nft_,
        address currency_,
        uint256[] memory keys_,
        uint256[] memory tree_,
        bytes32 treeRoot_
    ) {
        book = book_;
        currency = currency_;
        nft = nft_;
        keys = keys_;
        tree = tree_;
        treeRoot = treeRoot_;
        for (uint256 i = 0; i < keys_.length; i++) {
            actors.push(vm.addr(keys_[i]));
        }
    }

    function madeCount() external view returns (uint256) {
        return made.length;
    }

    function makeOffer(uint256 actorSeed, uint256 tokenSeed, bool collection, uint256 lifetime, uint256 amount)
        external
    {
        uint256 actor = actorSeed % actors.length;
        address buyer = actors[actor];
        OfferBook.Offer memory offer = OfferBook.Offer({
            buyer: buyer,
            hostContract: address(nft),
            tokenId: collection ? 0 : 1 + tokenSeed % 8,
            tokenRoot: collection ? treeRoot : bytes32(0),
            currency: currency,
            amount: bound(amount, 1, 1e21),
            expiry: block.timestamp + bound(lifetime, 1, 3 days),
            nonce: nextNonce[actor]++,
            counter: book.counterOf(buyer)
        });
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(keys[actor], book.hashOffer(offer));
        made.push(Made(offer, abi.encodePacked(r, s, v), actor));
    }

    function accept(uint256 offerSeed, uint256 tokenSeed) external {
        if (made.length == 0) return;
        uint256 index = offerSeed % made.length;
        Made memory m = made[index];
        OfferBook.Offer memory offer = m.offer;
        uint256 tokenId = offer.tokenRoot == bytes32(0) ? offer.tokenId : 1 + tokenSeed % 8;
        bool inTree = offer.tokenRoot == bytes32(0) || tokenId <= tree.length;
        bytes32[] memory proof = inTree && offer.tokenRoot != bytes32(0) ? _proofOf(tokenId) : new bytes32[](0);
        address owner = nft.ownerOf(tokenId);
        bool isVoid = fills[index] > 0 || cancelled[index] || block.timestamp >= offer.expiry
            || offer.counter != book.counterOf(offer.buyer);
        bool live = !isVoid && inTree && owner != offer.buyer;
        vm.prank(owner);
        try book.acceptOffer(offer, m.sig, tokenId, proof) {
            fills[index]++;
            if (fills[index] > maxFills) maxFills = fills[index];
            if (isVoid) voidFills++;
            if (offer.tokenRoot != bytes32(0)) collectionFills++;
        } catch {
            if (live) liveRefusals++;
        }
    }

    function cancel(uint256 offerSeed) external {
        if (made.length == 0) return;
        uint256 index = offerSeed % made.length;
        OfferBook.Offer memory offer = made[index].offer;
        if (book.isNonceUsed(offer.buyer, offer.nonce)) return;
        vm.prank(offer.buyer);
        book.cancelOffer(offer.nonce);
        cancelled[index] = true;
    }

    function cancelAll(uint256 actorSeed) external {
        vm.prank(actors[actorSeed % actors.length]);
        book.cancelAllOffers();
    }

    function wait(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 0, 1 days));
    }

    /// The handler's own copy of the tree over 1..tree.length (a left-to-right binary tree).
    function _proofOf(uint256 tokenId) private view returns (bytes32[] memory) {
        return ProofBuilder.proofOf(tree, tokenId);
    }
}

/// The tree helpers of OfferFixture, as a library the handler can use.
library ProofBuilder {
    function leafOf(uint256 tokenId) internal pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(tokenId))));
    }

    /// `tokenIds` sorted without repeats.
    function proofOf(uint256[] memory tokenIds, uint256 tokenId) internal pure returns (bytes32[] memory proof) {
        bytes32[] memory layer = new bytes32[](tokenIds.length);
        uint256 index;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            layer[i] = leafOf(tokenIds[i]);
            if (tokenIds[i] == tokenId) index = i;
        }
        proof = new bytes32[](64);
        uint256 length;
        while (layer.length > 1) {
            if ((index ^ 1) < layer.length) proof[length++] = layer[index ^ 1];
            index /= 2;
            bytes32[] memory next = new bytes32[]((layer.length + 1) / 2);
            for (uint256 i = 0; i < next.length; i++) {
                if (2 * i + 1 == layer.length) {
                    next[i] = layer[2 * i];
                } else {
                    (bytes32 a, bytes32 b) = (layer[2 * i], layer[2 * i + 1]);
                    next[i] = a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
                }
            }
            layer = next;
        }
        assembly ("memory-safe") {
            mstore(proof, length)
        }
    }
}

contract OfferBookInvariantsTest is OfferFixture {
    OfferHandler internal handler;
    address[] internal actors;
    uint256 internal totalUsdt;
    address internal royaltyReceiver = makeAddr("royalty");

    function setUp() public {
        setUpOfferFixture();
        uint256[] memory keys = new uint256[](4);
        keys[0] = BUYER_KEY;
        keys[1] = BUYER2_KEY;
        keys[2] = uint256(keccak256("seller"));
        keys[3] = uint256(keccak256("stranger"));
        uint256[] memory tree = new uint256[](6);
        for (uint256 i = 0; i < 6; i++) {
            tree[i] = i + 1;
        }
        handler = new OfferHandler(book, nft, address(usdt), keys, tree, rootOf(tree));
        vm.prank(admin);
        nft.setDefaultRoyalty(royaltyReceiver, 250);
        for (uint256 i = 0; i < keys.length; i++) {
            address actor = vm.addr(keys[i]);
            actors.push(actor);
            vm.prank(admin);
            usdt.mint(actor, 1e30);
            vm.startPrank(actor);
            nft.setApprovalForAll(address(book), true);
            usdt.approve(address(book), type(uint256).max);
            vm.stopPrank();
        }
        for (uint256 tokenId = 1; tokenId <= 8; tokenId++) {
            mintTo(actors[tokenId % actors.length], tokenId);
        }
        for (uint256 i = 0; i < actors.length; i++) {
            totalUsdt += usdt.balanceOf(actors[i]);
        }
        targetContract(address(handler));
    }

    /// An offer fills at most once, however often it is tried and with whichever token.
    function invariant_anOfferFillsAtMostOnce() public view {
        assertLe(handler.maxFills(), 1, "filled twice");
    }

    /// A cancelled (nonce or counter) or expired offer never fills.
    function invariant_voidOffersNeverFill() public view {
        assertEq(handler.voidFills(), 0, "a void offer filled");
    }

    /// A live offer fills when its token's owner accepts it: for a collection offer, any token of its tree.
    function invariant_liveOffersFill() public view {
        assertEq(handler.liveRefusals(), 0, "a live offer was refused");
    }

    /// Offers move money only between the parties: nothing is created, lost or held by the OfferBook.
    function invariant_moneyOnlyMovesBetweenParties() public view {
        uint256 total = usdt.balanceOf(collector) + usdt.balanceOf(royaltyReceiver);
        for (uint256 i = 0; i < actors.length; i++) {
            total += usdt.balanceOf(actors[i]);
        }
        assertEq(total, totalUsdt, "USDT conserved");
        assertEq(usdt.balanceOf(address(book)), 0, "nothing escrowed");
    }
}
