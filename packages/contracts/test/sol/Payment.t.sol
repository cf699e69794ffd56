// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Payment} from "../../src/sol/payments/Payment.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {FeeOnTransferToken} from "./utils/Mocks.sol";
import {Test} from "./utils/Test.sol";

contract PaymentTest is Test {
    Payment internal payment;
    TestToken internal usdt;
    address internal admin = makeAddr("admin");
    address internal payer = makeAddr("payer");
    address internal shop = makeAddr("shop");
    address internal host = makeAddr("host");

    function setUp() public {
        usdt = new TestToken("Tether USD", "USDT", 18, admin);
        payment = new Payment(admin, usdt);
        vm.prank(admin);
        usdt.mint(payer, 1_000e18);
        vm.prank(payer);
        usdt.approve(address(payment), type(uint256).max);
    }

    function test_createPayment_transfersAndEmits() public {
        vm.expectEmit(address(payment));
        emit Payment.PaymentCreated(1, host, 7, 25e18, payer, shop, address(usdt), "ipfs://t/7");
        vm.prank(payer);
        uint256 id = payment.createPayment(host, 7, 25e18, payer, shop, "ipfs://t/7");
        assertEq(id, 1, "id");
        assertEq(usdt.balanceOf(shop), 25e18, "received");
        assertEq(payment.nextPaymentId(), 2, "next id");
    }

    function test_createPayment_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(Payment.NotPayer.selector, shop, payer));
        vm.prank(shop);
        payment.createPayment(host, 7, 25e18, payer, shop, "");
        vm.startPrank(payer);
        vm.expectRevert(Payment.InvalidPayment.selector);
        payment.createPayment(host, 7, 0, payer, shop, "");
        vm.expectRevert(Payment.InvalidPayment.selector);
        payment.createPayment(host, 7, 1, payer, address(0), "");
        vm.expectRevert(Payment.InvalidPayment.selector);
        payment.createPayment(host, 7, 1, payer, payer, "");
        vm.stopPrank();
    }

    function test_setPaymentToken_adminOnlyAndFeeOnTransferRejected() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, payer, bytes32(0))
        );
        vm.prank(payer);
        payment.setPaymentToken(IERC20(address(fot)));
        vm.prank(admin);
        payment.setPaymentToken(IERC20(address(fot)));
        fot.mint(payer, 1e20);
        vm.startPrank(payer);
        fot.approve(address(payment), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(Payment.FeeOnTransferToken.selector, address(fot)));
        payment.createPayment(host, 7, 1e18, payer, shop, "");
        vm.stopPrank();
    }
}
