// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {Test} from "./utils/Test.sol";

contract TestTokenTest is Test {
    TestToken internal bive;
    address internal owner = makeAddr("owner");
    address internal alice = makeAddr("alice");

    function setUp() public {
        bive = new TestToken("BIVERSE", "BIVE", 4, owner);
    }

    function test_metadata() public view {
        assertEq(bive.name(), "BIVERSE", "name");
        assertEq(bive.symbol(), "BIVE", "symbol");
        assertEq(bive.decimals(), 4, "decimals");
    }

    function test_ownerMints() public {
        vm.prank(owner);
        bive.mint(alice, 5e4);
        assertEq(bive.balanceOf(alice), 5e4, "balance");
        assertEq(bive.totalSupply(), 5e4, "supply");
    }

    function test_mint_revertsForNonOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        vm.prank(alice);
        bive.mint(alice, 1);
    }
}
