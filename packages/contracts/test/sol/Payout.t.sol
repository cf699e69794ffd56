// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Payout} from "../../src/sol/payments/Payout.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {FeeOnTransferToken, RejectsEther} from "./utils/Mocks.sol";
import {Test} from "./utils/Test.sol";

contract PayoutTest is Test {
    Payout internal payout;
    TestToken internal bive;
    address internal operator = makeAddr("operator");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    function setUp() public {
        payout = new Payout(operator);
        bive = new TestToken("BIVERSE", "BIVE", 4, operator);
        vm.startPrank(operator);
        bive.mint(operator, 1e24);
        bive.approve(address(payout), type(uint256).max);
        vm.stopPrank();
        vm.deal(operator, 100 ether);
    }

    function pair(uint256 a, uint256 b) internal view returns (address[] memory accounts, uint256[] memory amounts) {
        accounts = new address[](2);
        accounts[0] = alice;
        accounts[1] = bob;
        amounts = new uint256[](2);
        amounts[0] = a;
        amounts[1] = b;
    }

    function test_creditAndWithdrawERC20() public {
        (address[] memory accounts, uint256[] memory amounts) = pair(100, 250);
        vm.prank(operator);
        payout.creditERC20(address(bive), accounts, amounts);
        assertEq(payout.pendingERC20(address(bive), alice), 100, "alice pending");
        assertEq(bive.balanceOf(address(payout)), 350, "funded");
        vm.prank(bob);
        payout.withdrawERC20(address(bive));
        assertEq(bive.balanceOf(bob), 250, "bob paid");
        assertEq(payout.pendingERC20(address(bive), bob), 0, "reset to 0");
        vm.expectRevert(Payout.NothingToWithdraw.selector);
        vm.prank(bob);
        payout.withdrawERC20(address(bive));
    }

    function test_creditAndWithdrawETH() public {
        (address[] memory accounts, uint256[] memory amounts) = pair(1 ether, 2 ether);
        vm.prank(operator);
        payout.creditETH{value: 3 ether}(accounts, amounts);
        assertEq(payout.pendingETH(bob), 2 ether, "pending");
        vm.prank(bob);
        payout.withdrawETH();
        assertEq(bob.balance, 2 ether, "paid");
        vm.expectRevert(Payout.NothingToWithdraw.selector);
        vm.prank(bob);
        payout.withdrawETH();
    }

    function test_credit_reverts() public {
        (address[] memory accounts, uint256[] memory amounts) = pair(1, 2);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, alice, payout.OPERATOR_ROLE()
            )
        );
        vm.prank(alice);
        payout.creditETH(accounts, amounts);
        vm.startPrank(operator);
        vm.expectRevert(abi.encodeWithSelector(Payout.WrongPayment.selector, 2, 3));
        payout.creditETH{value: 2}(accounts, amounts);
        uint256[] memory one = new uint256[](1);
        vm.expectRevert(Payout.LengthMismatch.selector);
        payout.creditERC20(address(bive), accounts, one);
        vm.expectRevert(Payout.LengthMismatch.selector);
        payout.creditETH(accounts, one);
        FeeOnTransferToken fot = new FeeOnTransferToken();
        fot.mint(operator, 1e20);
        fot.approve(address(payout), type(uint256).max);
        (accounts, amounts) = pair(1e18, 1e18);
        vm.expectRevert(abi.encodeWithSelector(Payout.FeeOnTransferToken.selector, address(fot)));
        payout.creditERC20(address(fot), accounts, amounts);
        vm.stopPrank();
    }

    function test_withdrawETH_revertsWhenReceiverRejects() public {
        address rejecting = address(new RejectsEther());
        address[] memory accounts = new address[](1);
        accounts[0] = rejecting;
        uint256[] memory amounts = new uint256[](1);
        amounts[0] = 1 ether;
        vm.prank(operator);
        payout.creditETH{value: 1 ether}(accounts, amounts);
        vm.expectRevert(abi.encodeWithSelector(Payout.NativeTransferFailed.selector, rejecting));
        vm.prank(rejecting);
        payout.withdrawETH();
        assertEq(payout.pendingETH(rejecting), 1 ether, "credit kept");
    }

    function testFuzz_holdsAtLeastPending(uint64 a, uint64 b, bool aliceWithdraws) public {
        (address[] memory accounts, uint256[] memory amounts) = pair(a, b);
        vm.prank(operator);
        payout.creditERC20(address(bive), accounts, amounts);
        if (aliceWithdraws && a > 0) {
            vm.prank(alice);
            payout.withdrawERC20(address(bive));
        }
        uint256 pending = payout.pendingERC20(address(bive), alice) + payout.pendingERC20(address(bive), bob);
        assertEq(bive.balanceOf(address(payout)), pending, "fully funded");
    }
}
