// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {OfferBook} from "../../../src/sol/market/OfferBook.sol";
import {Fixture} from "./Fixture.sol";

/// The market fixture plus an OfferBook (VrNFT, USDT) and signing helpers. The buyer's key is the
/// one `makeAddr("buyer")` derives, so offers are signed with `vm.sign` like permits.
abstract contract OfferFixture is Fixture {
    uint256 internal constant AMOUNT = 100e18;
    uint256 internal constant BUYER_KEY = uint256(keccak256("buyer"));
    uint256 internal constant BUYER2_KEY = uint256(keccak256("buyer2"));
    bytes32 internal constant OFFER_TYPEHASH = keccak256(
        "Offer(address buyer,address hostContract,uint256 tokenId,bytes32 tokenRoot,address currency,uint256 amount,uint256 expiry,uint256 nonce,uint256 counter)"
    );
    OfferBook internal book;
    address internal buyer2 = makeAddr("buyer2");
    uint256 internal expiry;

    function setUpOfferFixture() internal {
        setUpFixture();
        book = new OfferBook(admin, collector, 300);
        vm.startPrank(admin);
        book.addHostContract(address(nft));
        book.addCurrency(address(usdt));
        usdt.mint(buyer2, 1e30);
        vm.stopPrank();
        vm.prank(buyer);
        usdt.approve(address(book), type(uint256).max);
        vm.prank(buyer2);
        usdt.approve(address(book), type(uint256).max);
        expiry = block.timestamp + 7 days;
    }

    /// An offer by `buyer_` for `tokenId` in USDT, at its current counter.
    function nftOffer(address buyer_, uint256 tokenId, uint256 amount, uint256 nonce)
        internal
        view
        returns (OfferBook.Offer memory)
    {
        return OfferBook.Offer({
            buyer: buyer_,
            hostContract: address(nft),
            tokenId: tokenId,
            tokenRoot: bytes32(0),
            currency: address(usdt),
            amount: amount,
            expiry: expiry,
            nonce: nonce,
            counter: book.counterOf(buyer_)
        });
    }

    /// A collection offer by `buyer_` for any of `tokenIds`.
    function collectionOffer(address buyer_, uint256[] memory tokenIds, uint256 amount, uint256 nonce)
        internal
        view
        returns (OfferBook.Offer memory offer)
    {
        offer = nftOffer(buyer_, 0, amount, nonce);
        offer.tokenRoot = rootOf(tokenIds);
    }

    /// The EIP-712 digest computed here from scratch (domain "OfferBook", "1"), not by the contract.
    function digestOf(OfferBook.Offer memory offer, uint256 chainId, address verifyingContract)
        internal
        pure
        returns (bytes32)
    {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("OfferBook"),
                keccak256("1"),
                chainId,
                verifyingContract
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(OFFER_TYPEHASH, offer))));
    }

    function signDigest(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    function sign(uint256 key, OfferBook.Offer memory offer) internal view returns (bytes memory) {
        return signDigest(key, digestOf(offer, block.chainid, address(book)));
    }

    function accept(address owner, OfferBook.Offer memory offer, bytes memory sig, uint256 tokenId) internal {
        vm.prank(owner);
        book.acceptOffer(offer, sig, tokenId, new bytes32[](0));
    }

    function acceptWithProof(
        address owner,
        OfferBook.Offer memory offer,
        bytes memory sig,
        uint256 tokenId,
        bytes32[] memory proof
    ) internal {
        vm.prank(owner);
        book.acceptOffer(offer, sig, tokenId, proof);
    }

    /// Mints `tokenId` to `owner`, who approves the OfferBook for all its VrNFTs.
    function ownedBy(address owner, uint256 tokenId) internal {
        mintTo(owner, tokenId);
        vm.prank(owner);
        nft.setApprovalForAll(address(book), true);
    }

    function ids(uint256 a, uint256 b, uint256 c) internal pure returns (uint256[] memory list) {
        list = new uint256[](3);
        (list[0], list[1], list[2]) = (a, b, c);
    }

    // ---- the collection tree, built like offers.ts's tokenRootOf / tokenProofOf ----------------

    function leafOf(uint256 tokenId) internal pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(tokenId))));
    }

    function rootOf(uint256[] memory tokenIds) internal pure returns (bytes32) {
        bytes32[] memory layer = _leaves(tokenIds);
        while (layer.length > 1) {
            layer = _up(layer);
        }
        return layer[0];
    }

    function proofOf(uint256[] memory tokenIds, uint256 tokenId) internal pure returns (bytes32[] memory proof) {
        bytes32[] memory layer = _leaves(tokenIds);
        bytes32 leaf = leafOf(tokenId);
        uint256 index = type(uint256).max;
        for (uint256 i = 0; i < layer.length; i++) {
            if (layer[i] == leaf) index = i;
        }
        require(index != type(uint256).max, "token not in the tree");
        proof = new bytes32[](64);
        uint256 length;
        while (layer.length > 1) {
            uint256 sibling = index ^ 1;
            if (sibling < layer.length) proof[length++] = layer[sibling];
            index /= 2;
            layer = _up(layer);
        }
        assembly ("memory-safe") {
            mstore(proof, length)
        }
    }

    /// Leaves of the sorted token ids without repeats.
    function _leaves(uint256[] memory tokenIds) private pure returns (bytes32[] memory leaves) {
        uint256[] memory sorted = new uint256[](tokenIds.length);
        uint256 length;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 id = tokenIds[i];
            uint256 j = 0;
            while (j < length && sorted[j] < id) j++;
            if (j < length && sorted[j] == id) continue;
            for (uint256 k = length; k > j; k--) {
                sorted[k] = sorted[k - 1];
            }
            sorted[j] = id;
            length++;
        }
        require(length > 0, "no token ids");
        leaves = new bytes32[](length);
        for (uint256 i = 0; i < length; i++) {
            leaves[i] = leafOf(sorted[i]);
        }
    }

    /// The next layer up: pairs hashed smaller word first, an odd node out moved up unpaired.
    function _up(bytes32[] memory layer) private pure returns (bytes32[] memory next) {
        next = new bytes32[]((layer.length + 1) / 2);
        for (uint256 i = 0; i < next.length; i++) {
            uint256 left = 2 * i;
            if (left + 1 == layer.length) {
                next[i] = layer[left];
            } else {
                (bytes32 a, bytes32 b) = (layer[left], layer[left + 1]);
                next[i] = a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
            }
        }
    }
}
