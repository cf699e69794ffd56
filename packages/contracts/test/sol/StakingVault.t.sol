// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {StakingVault} from "../../src/sol/staking/StakingVault.sol";
import {Fixture} from "./utils/Fixture.sol";

contract StakingVaultTest is Fixture {
    StakingVault internal vault;

    function setUp() public {
        setUpFixture();
        vault = new StakingVault(admin);
        mintTo(seller, 1);
        vm.prank(seller);
        nft.setApprovalForAll(address(vault), true);
    }

    function test_stakeLocked_unstakeOnlyAfterUnlock() public {
        vm.prank(seller);
        uint256 id = vault.stake(address(nft), 1, StakingVault.StakeType.LOCKED, 30 days);
        assertEq(nft.ownerOf(1), address(vault), "held");
        uint256 unlock = block.timestamp + 30 days;
        vm.expectRevert(abi.encodeWithSelector(StakingVault.StillLocked.selector, unlock));
        vm.prank(seller);
        vault.unstake(id);
        vm.warp(unlock);
        vm.prank(seller);
        vault.unstake(id);
        assertEq(nft.ownerOf(1), seller, "returned");
    }

    function test_stakeFlexible_unstakeAnytime() public {
        vm.prank(seller);
        uint256 id = vault.stake(address(nft), 1, StakingVault.StakeType.FLEXIBLE, 0);
        vm.prank(seller);
        vault.unstake(id);
        assertEq(nft.ownerOf(1), seller, "returned");
    }

    function test_stakeBySafeTransfer() public {
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(vault), 1, abi.encode(StakingVault.StakeType.LOCKED, uint64(7 days)));
        (address owner,, uint64 unlockTime, StakingVault.StakeType stakeType, address host, uint256 tokenId) =
            vault.stakes(1);
        assertEq(owner, seller, "owner");
        assertEq(unlockTime, block.timestamp + 7 days, "unlock");
        assertTrue(stakeType == StakingVault.StakeType.LOCKED, "locked");
        assertEq(host, address(nft), "host");
        assertEq(tokenId, 1, "token");
        mintTo(seller, 2);
        vm.prank(seller);
        nft.safeTransferFrom(seller, address(vault), 2); // empty data stakes FLEXIBLE
        (,,, stakeType,,) = vault.stakes(2);
        assertTrue(stakeType == StakingVault.StakeType.FLEXIBLE, "flexible");
    }

    function test_stake_reverts() public {
        vm.startPrank(seller);
        vm.expectRevert(abi.encodeWithSelector(StakingVault.InvalidDuration.selector, 0));
        vault.stake(address(nft), 1, StakingVault.StakeType.LOCKED, 0);
        uint64 tooLong = vault.MAX_LOCK() + 1;
        vm.expectRevert(abi.encodeWithSelector(StakingVault.InvalidDuration.selector, tooLong));
        vault.stake(address(nft), 1, StakingVault.StakeType.LOCKED, tooLong);
        vm.expectRevert(abi.encodeWithSelector(StakingVault.InvalidDuration.selector, 5));
        vault.stake(address(nft), 1, StakingVault.StakeType.FLEXIBLE, 5);
        vm.stopPrank();
        vm.expectRevert(StakingVault.UnexpectedToken.selector);
        vm.prank(address(nft));
        vault.onERC721Received(seller, seller, 1, "");
    }

    function test_unstake_reverts() public {
        vm.prank(seller);
        uint256 id = vault.stake(address(nft), 1, StakingVault.StakeType.FLEXIBLE, 0);
        vm.expectRevert(abi.encodeWithSelector(StakingVault.NotStaker.selector, id));
        vm.prank(stranger);
        vault.unstake(id);
        vm.expectRevert(abi.encodeWithSelector(StakingVault.StakeNotFound.selector, 99));
        vault.unstake(99);
    }

    function test_emergencyReturn_adminOnly() public {
        vm.prank(seller);
        uint256 id = vault.stake(address(nft), 1, StakingVault.StakeType.LOCKED, 365 days);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0))
        );
        vm.prank(stranger);
        vault.emergencyReturn(id);
        vm.expectEmit(address(vault));
        emit StakingVault.Unstaked(id, seller, true);
        vm.prank(admin);
        vault.emergencyReturn(id);
        assertEq(nft.ownerOf(1), seller, "returned to staker");
    }

    function test_rescue_onlyUnstakedTokens() public {
        vm.prank(seller);
        uint256 id = vault.stake(address(nft), 1, StakingVault.StakeType.FLEXIBLE, 0);
        assertEq(vault.stakeIdOf(address(nft), 1), id, "indexed");
        vm.expectRevert(abi.encodeWithSelector(StakingVault.TokenIsStaked.selector, id));
        vm.prank(admin);
        vault.rescue(address(nft), 1, admin);
        mintTo(seller, 2);
        vm.prank(seller);
        nft.transferFrom(seller, address(vault), 2); // no stake recorded
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0))
        );
        vm.prank(stranger);
        vault.rescue(address(nft), 2, stranger);
        vm.prank(admin);
        vault.rescue(address(nft), 2, seller);
        assertEq(nft.ownerOf(2), seller, "rescued");
        vm.prank(seller);
        vault.unstake(id);
        assertEq(vault.stakeIdOf(address(nft), 1), 0, "cleared");
    }
}
