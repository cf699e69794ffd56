// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC4907} from "../../src/sol/interfaces/IERC4907.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {Fixture} from "./utils/Fixture.sol";
import {RejectsEther} from "./utils/Mocks.sol";

contract VrNFTTest is Fixture {
    uint256 internal constant PRICE = 25e18;

    function setUp() public {
        setUpFixture();
        vm.prank(buyer);
        usdt.approve(address(nft), type(uint256).max);
    }

    function permit(uint256 tokenId, address currency, uint256 price, uint256 nonce)
        internal
        view
        returns (bytes memory)
    {
        return signPermit(nft, MINTER_KEY, tokenId, buyer, currency, price, "ipfs://x", DEADLINE, nonce);
    }

    /// The permit checks fail as "signed by someone else": the address a tampered permit recovers to.
    function expectInvalidSigner(
        VrNFT target,
        uint256 tokenId,
        address to,
        address currency,
        uint256 price,
        bytes memory sig
    ) internal {
        bytes32 digest = target.hashMintPermit(tokenId, to, currency, price, "ipfs://x", DEADLINE, 1);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.InvalidPermitSigner.selector, ECDSA.recover(digest, sig)));
    }

    // ---- happy paths ---------------------------------------------------------------------

    function test_mintWithPermit_mintsAndPaysTreasury() public {
        bytes memory sig = permit(7, address(usdt), PRICE, 1);
        vm.expectEmit(address(nft));
        emit VrNFT.PermitMinted(7, buyer, buyer, address(usdt), PRICE, 1, "ipfs://x");
        vm.prank(buyer);
        nft.mintWithPermit(7, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        assertEq(nft.ownerOf(7), buyer, "owner");
        assertEq(usdt.balanceOf(treasury), PRICE, "treasury paid");
        assertTrue(nft.isPermitNonceUsed(1), "nonce used");
        assertEq(nft.tokenURI(7), "https://vrmarket.test/nft/7", "uri");
        assertTrue(nft.exists(7), "exists");
    }

    function test_mintWithPermit_thirdPartyPaysForRecipient() public {
        bytes memory sig = signPermit(nft, MINTER_KEY, 8, seller, address(usdt), PRICE, "", DEADLINE, 2);
        vm.prank(buyer);
        nft.mintWithPermit(8, seller, address(usdt), PRICE, "", DEADLINE, 2, sig);
        assertEq(nft.ownerOf(8), seller, "recipient owns");
        assertEq(usdt.balanceOf(treasury), PRICE, "payer paid");
    }

    function test_mintWithPermit_freeMintMovesNoTokens() public {
        mintTo(seller, 3);
        assertEq(nft.ownerOf(3), seller, "owner");
        assertEq(usdt.balanceOf(treasury), 0, "nothing paid");
    }

    function test_mintPermitWithETH_paysTreasury() public {
        bytes memory sig = permit(9, address(0), 1 ether, 3);
        vm.prank(buyer);
        nft.mintPermitWithETH{value: 1 ether}(9, buyer, address(0), 1 ether, "ipfs://x", DEADLINE, 3, sig);
        assertEq(nft.ownerOf(9), buyer, "owner");
        assertEq(treasury.balance, 1 ether, "treasury paid");
        assertEq(address(nft).balance, 0, "nothing kept");
    }

    // ---- permit reverts ------------------------------------------------------------------

    function test_revert_expired() public {
        bytes memory sig = signPermit(nft, MINTER_KEY, 1, buyer, address(usdt), PRICE, "", 100, 1);
        vm.warp(101);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.PermitExpired.selector, 100));
        vm.prank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "", 100, 1, sig);
    }

    function test_exploit_permitReplay_sameChain() public {
        bytes memory sig = permit(1, address(usdt), PRICE, 1);
        vm.startPrank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.PermitNonceUsed.selector, 1));
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        vm.stopPrank();
    }

    function test_exploit_permitReplay_otherChain() public {
        bytes memory sig = permit(1, address(usdt), PRICE, 1);
        vm.chainId(97);
        address recovered =
            ECDSA.recover(nft.hashMintPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1), sig);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.InvalidPermitSigner.selector, recovered));
        vm.prank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_exploit_permitReplay_otherContract() public {
        VrNFT other = new VrNFT("VrNFT", "VRN", "", admin, treasury);
        bytes32 minterRole = other.MINTER_ROLE();
        vm.prank(admin);
        other.grantRole(minterRole, minter);
        bytes memory sig = permit(1, address(usdt), PRICE, 1);
        expectInvalidSigner(other, 1, buyer, address(usdt), PRICE, sig);
        vm.prank(buyer);
        other.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_revert_wrongSigner() public {
        uint256 key = 0xBAD;
        bytes memory sig = signPermit(nft, key, 1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.InvalidPermitSigner.selector, vm.addr(key)));
        vm.prank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_revert_tamperedPriceOrCurrencyOrRecipient() public {
        bytes memory sig = permit(1, address(usdt), PRICE, 1);
        vm.startPrank(buyer);
        expectInvalidSigner(nft, 1, buyer, address(usdt), PRICE - 1, sig);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE - 1, "ipfs://x", DEADLINE, 1, sig);
        expectInvalidSigner(nft, 1, buyer, address(0xB1), PRICE, sig);
        nft.mintWithPermit(1, buyer, address(0xB1), PRICE, "ipfs://x", DEADLINE, 1, sig);
        expectInvalidSigner(nft, 1, stranger, address(usdt), PRICE, sig);
        nft.mintWithPermit(1, stranger, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        expectInvalidSigner(nft, 2, buyer, address(usdt), PRICE, sig);
        nft.mintWithPermit(2, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        vm.stopPrank();
        assertEq(nft.balanceOf(buyer) + nft.balanceOf(stranger), 0, "nothing minted");
    }

    function test_revert_malformedSignature() public {
        vm.expectRevert(abi.encodeWithSelector(ECDSA.ECDSAInvalidSignatureLength.selector, 3));
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "", DEADLINE, 1, hex"010203");
    }

    function test_revert_wrongCurrencyForEntryPoint() public {
        bytes memory ethSig = permit(1, address(0), PRICE, 1);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.WrongCurrency.selector, address(0)));
        nft.mintWithPermit(1, buyer, address(0), PRICE, "ipfs://x", DEADLINE, 1, ethSig);
        bytes memory tokenSig = permit(1, address(usdt), PRICE, 1);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.WrongCurrency.selector, address(usdt)));
        nft.mintPermitWithETH{value: PRICE}(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, tokenSig);
    }

    function test_revert_wrongEthPayment() public {
        bytes memory sig = permit(1, address(0), 1 ether, 1);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.WrongPayment.selector, 1 ether - 1, 1 ether));
        vm.prank(buyer);
        nft.mintPermitWithETH{value: 1 ether - 1}(1, buyer, address(0), 1 ether, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_revert_alreadyMintedWithFreshNonce() public {
        mintTo(seller, 1);
        bytes memory sig = permit(1, address(usdt), PRICE, 99);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidSender.selector, address(0)));
        vm.prank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 99, sig);
    }

    function test_revert_paused() public {
        vm.prank(admin);
        nft.setMintingPaused(true);
        bytes memory sig = permit(1, address(usdt), PRICE, 1);
        vm.expectRevert(VrNFT.MintingPaused.selector);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
        vm.prank(admin);
        nft.setMintingPaused(false);
        vm.prank(buyer);
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_revert_treasuryRejectsEther() public {
        address rejecting = address(new RejectsEther());
        vm.prank(admin);
        nft.setTreasury(rejecting);
        bytes memory sig = permit(1, address(0), 1 ether, 1);
        vm.expectRevert(VrNFT.TreasuryTransferFailed.selector);
        vm.prank(buyer);
        nft.mintPermitWithETH{value: 1 ether}(1, buyer, address(0), 1 ether, "ipfs://x", DEADLINE, 1, sig);
    }

    function test_cancelPermitNonce_revokesPermit() public {
        bytes memory sig = permit(1, address(usdt), PRICE, 5);
        vm.prank(minter);
        nft.cancelPermitNonce(5);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.PermitNonceUsed.selector, 5));
        nft.mintWithPermit(1, buyer, address(usdt), PRICE, "ipfs://x", DEADLINE, 5, sig);
    }

    function test_nonceBitmap_distinguishesNeighbours() public {
        vm.startPrank(minter);
        nft.cancelPermitNonce(255);
        nft.cancelPermitNonce(256);
        vm.stopPrank();
        assertTrue(nft.isPermitNonceUsed(255) && nft.isPermitNonceUsed(256), "used");
        assertTrue(!nft.isPermitNonceUsed(254) && !nft.isPermitNonceUsed(257), "neighbours free");
    }

    // ---- roles and administration --------------------------------------------------------

    function test_adminFunctions_requireRoles() public {
        bytes32 adminRole = nft.DEFAULT_ADMIN_ROLE();
        bytes4 unauthorized = IAccessControl.AccessControlUnauthorizedAccount.selector;
        vm.startPrank(stranger);
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, adminRole));
        nft.setTreasury(stranger);
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, adminRole));
        nft.setBaseURI("x");
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, adminRole));
        nft.setDefaultRoyalty(stranger, 100);
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, adminRole));
        nft.setTokenRoyalty(1, stranger, 100);
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, nft.PAUSER_ROLE()));
        nft.setMintingPaused(true);
        vm.expectRevert(abi.encodeWithSelector(unauthorized, stranger, nft.MINTER_ROLE()));
        nft.cancelPermitNonce(1);
        vm.stopPrank();
    }

    function test_admin_setsTreasuryBaseUriAndRoyalties() public {
        vm.startPrank(admin);
        vm.expectRevert(VrNFT.ZeroAddress.selector);
        nft.setTreasury(address(0));
        nft.setTreasury(stranger);
        nft.setBaseURI("ipfs://base/");
        nft.setDefaultRoyalty(stranger, 500);
        nft.setTokenRoyalty(2, seller, 1_000);
        vm.stopPrank();
        mintTo(buyer, 1);
        assertEq(nft.treasury(), stranger, "treasury");
        assertEq(nft.tokenURI(1), "ipfs://base/1", "base uri");
        (address receiver, uint256 amount) = nft.royaltyInfo(1, 1_000);
        assertEq(receiver, stranger, "default receiver");
        assertEq(amount, 50, "default royalty");
        (receiver, amount) = nft.royaltyInfo(2, 1_000);
        assertEq(receiver, seller, "token receiver");
        assertEq(amount, 100, "token royalty");
    }

    function test_constructor_rejectsZeroAddresses() public {
        vm.expectRevert(VrNFT.ZeroAddress.selector);
        new VrNFT("a", "b", "", address(0), treasury);
        vm.expectRevert(VrNFT.ZeroAddress.selector);
        new VrNFT("a", "b", "", admin, address(0));
    }

    // ---- ERC-4907 and interfaces ---------------------------------------------------------

    function test_setUser_ownerSetsUntilExpiry() public {
        mintTo(seller, 1);
        vm.warp(1_000);
        vm.expectEmit(address(nft));
        emit IERC4907.UpdateUser(1, buyer, 2_000);
        vm.prank(seller);
        nft.setUser(1, buyer, 2_000);
        assertEq(nft.userOf(1), buyer, "user");
        assertEq(nft.userExpires(1), 2_000, "expires");
        vm.warp(2_001);
        assertEq(nft.userOf(1), address(0), "expired");
    }

    function test_setUser_revertsForStranger() public {
        mintTo(seller, 1);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, stranger, 1));
        vm.prank(stranger);
        nft.setUser(1, stranger, 2_000);
    }

    function test_setUser_clearedOnTransfer() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setUser(1, buyer, uint64(block.timestamp + 100));
        nft.transferFrom(seller, stranger, 1);
        vm.stopPrank();
        assertEq(nft.userOf(1), address(0), "cleared");
        assertEq(nft.userExpires(1), 0, "expiry cleared");
    }

    function test_supportsInterfaces() public view {
        assertTrue(nft.supportsInterface(type(IERC721).interfaceId), "721");
        assertTrue(nft.supportsInterface(type(IERC2981).interfaceId), "2981");
        assertTrue(nft.supportsInterface(type(IERC4907).interfaceId), "4907");
        assertTrue(nft.supportsInterface(type(IAccessControl).interfaceId), "access control");
        assertTrue(!nft.supportsInterface(0xffffffff), "not 0xffffffff");
    }

    // ---- fuzz ----------------------------------------------------------------------------

    function testFuzz_mintWithPermit_paysExactPrice(uint256 tokenId, uint256 price, uint256 nonce) public {
        price = bound(price, 0, 1e30);
        bytes memory sig = permit(tokenId, address(usdt), price, nonce);
        vm.prank(buyer);
        nft.mintWithPermit(tokenId, buyer, address(usdt), price, "ipfs://x", DEADLINE, nonce, sig);
        assertEq(usdt.balanceOf(treasury), price, "treasury");
        assertEq(nft.ownerOf(tokenId), buyer, "owner");
        assertTrue(nft.isPermitNonceUsed(nonce), "nonce");
    }
}
