// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SwapDesk} from "../../src/sol/swap/SwapDesk.sol";
import {Fixture} from "./utils/Fixture.sol";

contract SwapDeskTest is Fixture {
    SwapDesk internal desk;
    uint256 internal constant SIGNER_KEY = 0x5157;

    function setUp() public {
        setUpFixture();
        desk = new SwapDesk(admin);
        bytes32 signerRole = desk.SIGNER_ROLE();
        vm.prank(admin);
        desk.grantRole(signerRole, vm.addr(SIGNER_KEY));
        mintTo(admin, 100); // inventory
        vm.prank(admin);
        nft.safeTransferFrom(admin, address(desk), 100);
        mintTo(seller, 1);
    }

    function swapData(uint256 key, uint256 given, uint256 wanted, uint256 deadline)
        internal
        view
        returns (bytes memory)
    {
        bytes32 digest = desk.hashSwapKey(seller, address(nft), given, address(nft), wanted, deadline);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encode(address(nft), wanted, deadline, abi.encodePacked(r, s, v));
    }

    function test_swap_sendsWantedTokenInSameTx() public {
        bytes memory data = swapData(SIGNER_KEY, 1, 100, DEADLINE);
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(desk), 1, data);
        assertEq(nft.ownerOf(100), seller, "received wanted");
        assertEq(nft.ownerOf(1), address(desk), "desk holds given");
    }

    function test_exploit_swapKeyReplay() public {
        bytes memory data = swapData(SIGNER_KEY, 1, 100, DEADLINE);
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(desk), 1, data);
        // Put both tokens back where they were, then try the same key again.
        vm.prank(admin);
        desk.withdraw(address(nft), 1, seller);
        vm.prank(seller);
        nft.transferFrom(seller, admin, 100);
        vm.prank(admin);
        nft.safeTransferFrom(admin, address(desk), 100);
        bytes32 keyHash = desk.hashSwapKey(seller, address(nft), 1, address(nft), 100, DEADLINE);
        vm.expectRevert(abi.encodeWithSelector(SwapDesk.SwapKeyUsed.selector, keyHash));
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(desk), 1, data);
    }

    function test_swap_reverts() public {
        bytes memory expired = swapData(SIGNER_KEY, 1, 100, 10);
        uint256 badKey = 0xBAD;
        bytes memory wrongSigner = swapData(badKey, 1, 100, DEADLINE);
        bytes memory notInInventory = swapData(SIGNER_KEY, 1, 555, DEADLINE);
        vm.warp(11);
        vm.startPrank(seller);
        vm.expectRevert(abi.encodeWithSelector(SwapDesk.SwapKeyExpired.selector, 10));
        nft.safeTransferFrom(seller, address(desk), 1, expired);
        vm.expectRevert(abi.encodeWithSelector(SwapDesk.InvalidSwapSigner.selector, vm.addr(badKey)));
        nft.safeTransferFrom(seller, address(desk), 1, wrongSigner);
        vm.expectRevert(); // the desk does not own token 555: the whole transfer reverts
        nft.safeTransferFrom(seller, address(desk), 1, notInInventory);
        vm.expectRevert(abi.encodeWithSelector(SwapDesk.NotOperator.selector, seller));
        nft.safeTransferFrom(seller, address(desk), 1);
        vm.stopPrank();
        assertEq(nft.ownerOf(1), seller, "given token never left");
    }

    function test_exploit_keyForOtherTokenRejected() public {
        mintTo(seller, 2);
        bytes memory data = swapData(SIGNER_KEY, 1, 100, DEADLINE); // issued for token 1
        (,,, bytes memory signature) = abi.decode(data, (address, uint256, uint256, bytes));
        bytes32 keyForToken2 = desk.hashSwapKey(seller, address(nft), 2, address(nft), 100, DEADLINE);
        address recovered = ECDSA.recover(keyForToken2, signature);
        vm.expectRevert(abi.encodeWithSelector(SwapDesk.InvalidSwapSigner.selector, recovered));
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(desk), 2, data);
        assertEq(nft.ownerOf(100), address(desk), "inventory kept");
    }

    function test_exploit_directCallWithoutTransferRejected() public {
        bytes memory data = swapData(SIGNER_KEY, 1, 100, DEADLINE);
        vm.expectRevert(SwapDesk.TokenNotReceived.selector);
        vm.prank(address(nft)); // pretends to be the NFT contract without moving token 1
        desk.onERC721Received(seller, seller, 1, data);
    }

    function test_withdraw_operatorOnly() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, desk.OPERATOR_ROLE()
            )
        );
        vm.prank(stranger);
        desk.withdraw(address(nft), 100, stranger);
        vm.prank(admin);
        desk.withdraw(address(nft), 100, admin);
        assertEq(nft.ownerOf(100), admin, "withdrawn");
    }
}
