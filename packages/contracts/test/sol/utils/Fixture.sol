// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Marketplace} from "../../../src/sol/market/Marketplace.sol";
import {VrNFT} from "../../../src/sol/nft/VrNFT.sol";
import {TestToken} from "../../../src/sol/tokens/TestToken.sol";
import {Test} from "./Test.sol";

/// Deploys VrNFT, Marketplace and USDT with named actors; helpers to sign permits and list.
abstract contract Fixture is Test {
    uint256 internal constant MINTER_KEY = 0xA11CE;
    address internal admin = makeAddr("admin");
    address internal minter = vm.addr(MINTER_KEY);
    address internal treasury = makeAddr("treasury");
    address internal collector = makeAddr("collector");
    address internal seller = makeAddr("seller");
    address internal buyer = makeAddr("buyer");
    address internal stranger = makeAddr("stranger");

    VrNFT internal nft;
    Marketplace internal market;
    TestToken internal usdt;

    uint256 internal constant DEADLINE = 2_000_000_000;

    function setUpFixture() internal {
        nft = new VrNFT("VrNFT", "VRN", "https://vrmarket.test/nft/", admin, treasury);
        market = new Marketplace(admin, collector, 300);
        usdt = new TestToken("Tether USD", "USDT", 18, admin);
        vm.startPrank(admin);
        nft.grantRole(nft.MINTER_ROLE(), minter);
        market.addHostContract(address(nft));
        market.addCurrency(address(usdt));
        market.addCurrency(address(0));
        usdt.mint(buyer, 1e30);
        usdt.mint(seller, 1e30);
        vm.stopPrank();
        vm.prank(buyer);
        usdt.approve(address(market), type(uint256).max);
        vm.deal(buyer, 1e30);
    }

    function signPermit(
        VrNFT target,
        uint256 key,
        uint256 tokenId,
        address to,
        address currency,
        uint256 price,
        string memory uri,
        uint256 deadline,
        uint256 nonce
    ) internal view returns (bytes memory) {
        bytes32 digest = target.hashMintPermit(tokenId, to, currency, price, uri, deadline, nonce);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    /// Mints `tokenId` to `to` for free with a fresh permit (nonce = tokenId).
    function mintTo(address to, uint256 tokenId) internal {
        bytes memory sig = signPermit(nft, MINTER_KEY, tokenId, to, address(usdt), 0, "", DEADLINE, tokenId);
        nft.mintWithPermit(tokenId, to, address(usdt), 0, "", DEADLINE, tokenId, sig);
    }

    /// Mints a token to the seller and lists it; returns the offer id.
    function listFor(address owner, uint256 tokenId, uint256 price, address currency) internal returns (uint256) {
        mintTo(owner, tokenId);
        vm.startPrank(owner);
        nft.setApprovalForAll(address(market), true);
        uint256 offerId = market.createOffer(address(nft), tokenId, price, currency);
        vm.stopPrank();
        return offerId;
    }
}
