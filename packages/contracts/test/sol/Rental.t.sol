// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Rental} from "../../src/sol/rental/Rental.sol";
import {Fixture} from "./utils/Fixture.sol";
import {FeeOnTransferToken} from "./utils/Mocks.sol";

contract RentalTest is Fixture {
    Rental internal rental;
    uint256 internal constant PER_DAY = 10e18;

    function setUp() public {
        setUpFixture();
        address[] memory currencies = new address[](1);
        currencies[0] = address(usdt);
        rental = new Rental(admin, currencies);
        vm.prank(buyer);
        usdt.approve(address(rental), type(uint256).max);
        vm.warp(1_000_000);
    }

    function listDaily(uint256 tokenId) internal returns (uint256 listingId) {
        mintTo(seller, tokenId);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(rental), true);
        listingId = rental.listForRent(address(nft), tokenId, PER_DAY, address(usdt), Rental.UnitOfTime.Day, 30);
        vm.stopPrank();
    }

    function test_listForRent_escrows() public {
        uint256 listingId = listDaily(1);
        assertEq(nft.ownerOf(1), address(rental), "escrowed");
        Rental.AgreementView memory a = rental.getAgreement(listingId);
        assertEq(a.owner, seller, "owner");
        assertEq(a.pricePerUnit, PER_DAY, "price");
        assertEq(a.renter, address(0), "not rented");
    }

    function test_listForRent_reverts() public {
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(rental), true);
        vm.expectRevert(abi.encodeWithSelector(Rental.NotRentable.selector, address(usdt)));
        rental.listForRent(address(usdt), 1, PER_DAY, address(usdt), Rental.UnitOfTime.Day, 3);
        vm.expectRevert(abi.encodeWithSelector(Rental.CurrencyNotSupported.selector, address(0xB1)));
        rental.listForRent(address(nft), 1, PER_DAY, address(0xB1), Rental.UnitOfTime.Day, 3);
        vm.expectRevert(Rental.InvalidTerms.selector);
        rental.listForRent(address(nft), 1, 0, address(usdt), Rental.UnitOfTime.Day, 3);
        vm.expectRevert(Rental.InvalidTerms.selector);
        rental.listForRent(address(nft), 1, PER_DAY, address(usdt), Rental.UnitOfTime.Day, 0);
        vm.stopPrank();
    }

    function test_rent_paysAndSetsUser() public {
        uint256 listingId = listDaily(1);
        vm.prank(buyer);
        rental.rent(listingId, 3);
        assertEq(nft.userOf(1), buyer, "user");
        assertEq(nft.userExpires(1), block.timestamp + 3 days, "expiry");
        assertEq(usdt.balanceOf(address(rental)), 3 * PER_DAY, "prepaid");
        Rental.AgreementView memory a = rental.getAgreement(listingId);
        assertEq(a.renter, buyer, "renter");
        assertEq(a.numberOfUnits, 3, "units");
        assertEq(a.startingTimestamp, block.timestamp, "start");
    }

    function test_rent_reverts() public {
        uint256 listingId = listDaily(1);
        vm.expectRevert(abi.encodeWithSelector(Rental.ListingNotFound.selector, 9));
        rental.rent(9, 1);
        vm.expectRevert(Rental.OwnerCannotRent.selector);
        vm.prank(seller);
        rental.rent(listingId, 1);
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(Rental.InvalidUnits.selector, 0, 30));
        rental.rent(listingId, 0);
        vm.expectRevert(abi.encodeWithSelector(Rental.InvalidUnits.selector, 31, 30));
        rental.rent(listingId, 31);
        rental.rent(listingId, 1);
        vm.stopPrank();
        vm.prank(admin);
        usdt.mint(stranger, 1e30);
        vm.startPrank(stranger);
        usdt.approve(address(rental), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(Rental.AlreadyRented.selector, listingId));
        rental.rent(listingId, 1);
        vm.stopPrank();
    }

    function test_endRental_earlyPaysBackUnusedUnits() public {
        uint256 listingId = listDaily(1);
        uint256 buyerBefore = usdt.balanceOf(buyer);
        vm.prank(buyer);
        rental.rent(listingId, 5);
        vm.warp(block.timestamp + 1 days + 1); // two units begun
        vm.expectEmit(address(rental));
        emit Rental.RentalPayback(1, 3 * PER_DAY, buyer, listingId);
        vm.prank(seller);
        rental.endRental(listingId);
        assertEq(usdt.balanceOf(seller) - 1e30, 2 * PER_DAY, "owner paid for units begun");
        assertEq(buyerBefore - usdt.balanceOf(buyer), 2 * PER_DAY, "renter paid back the rest");
        assertEq(nft.userOf(1), address(0), "user cleared");
        assertEq(usdt.balanceOf(address(rental)), 0, "nothing left");
    }

    function test_endRental_afterExpiryByAnyone() public {
        uint256 listingId = listDaily(1);
        vm.prank(buyer);
        rental.rent(listingId, 2);
        vm.expectRevert(abi.encodeWithSelector(Rental.NotParty.selector, listingId));
        vm.prank(stranger);
        rental.endRental(listingId);
        vm.warp(block.timestamp + 2 days);
        vm.prank(stranger);
        rental.endRental(listingId);
        assertEq(usdt.balanceOf(seller) - 1e30, 2 * PER_DAY, "owner paid in full");
        vm.expectRevert(abi.encodeWithSelector(Rental.NotRented.selector, listingId));
        rental.endRental(listingId);
    }

    function test_withdrawFromRent() public {
        uint256 listingId = listDaily(1);
        vm.prank(buyer);
        rental.rent(listingId, 1);
        vm.expectRevert(abi.encodeWithSelector(Rental.NotListingOwner.selector, listingId));
        vm.prank(stranger);
        rental.withdrawFromRent(listingId);
        vm.expectRevert(abi.encodeWithSelector(Rental.AlreadyRented.selector, listingId));
        vm.prank(seller);
        rental.withdrawFromRent(listingId);
        vm.warp(block.timestamp + 1 days);
        vm.prank(seller);
        rental.withdrawFromRent(listingId); // settles the expired rental first
        assertEq(nft.ownerOf(1), seller, "returned");
        assertEq(usdt.balanceOf(seller) - 1e30, PER_DAY, "settled");
    }

    function test_rentAgainAfterExpirySettlesPrevious() public {
        uint256 listingId = listDaily(1);
        vm.prank(buyer);
        rental.rent(listingId, 1);
        vm.warp(block.timestamp + 1 days);
        vm.prank(admin);
        usdt.mint(stranger, 1e30);
        vm.startPrank(stranger);
        usdt.approve(address(rental), type(uint256).max);
        rental.rent(listingId, 2);
        vm.stopPrank();
        assertEq(nft.userOf(1), stranger, "new user");
        assertEq(usdt.balanceOf(seller) - 1e30, PER_DAY, "previous settled");
    }

    function test_unitSeconds() public view {
        assertEq(rental.unitSeconds(Rental.UnitOfTime.Hour), 1 hours, "hour");
        assertEq(rental.unitSeconds(Rental.UnitOfTime.Day), 1 days, "day");
        assertEq(rental.unitSeconds(Rental.UnitOfTime.Month), 30 days, "month");
        assertEq(rental.unitSeconds(Rental.UnitOfTime.Year), 365 days, "year");
    }

    function test_setCurrencySupport_adminOnly() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0))
        );
        vm.prank(stranger);
        rental.setCurrencySupport(address(0xB1), true);
        vm.prank(admin);
        rental.setCurrencySupport(address(usdt), false);
        assertTrue(!rental.supportsCurrency(address(usdt)), "removed");
    }

    function test_exploit_feeOnTransferRentRejected() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        vm.prank(admin);
        rental.setCurrencySupport(address(fot), true);
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(rental), true);
        uint256 listingId = rental.listForRent(address(nft), 1, PER_DAY, address(fot), Rental.UnitOfTime.Day, 3);
        vm.stopPrank();
        fot.mint(buyer, 1e30);
        vm.startPrank(buyer);
        fot.approve(address(rental), type(uint256).max);
        vm.expectRevert(abi.encodeWithSelector(Rental.FeeOnTransferToken.selector, address(fot)));
        rental.rent(listingId, 1);
        vm.stopPrank();
    }

    /// Owner amount + payback always equal the prepayment, whenever the rental ends.
    function testFuzz_settlementConservesFunds(uint8 units, uint32 elapsed, uint8 unitOfTime) public {
        uint256 n = bound(units, 1, 30);
        Rental.UnitOfTime unit = Rental.UnitOfTime(bound(unitOfTime, 0, 3));
        mintTo(seller, 1);
        vm.startPrank(seller);
        nft.setApprovalForAll(address(rental), true);
        uint256 listingId = rental.listForRent(address(nft), 1, PER_DAY, address(usdt), unit, 30);
        vm.stopPrank();
        uint256 buyerBefore = usdt.balanceOf(buyer);
        vm.prank(buyer);
        rental.rent(listingId, n);
        vm.warp(block.timestamp + elapsed);
        vm.prank(buyer);
        rental.endRental(listingId);
        uint256 ownerGot = usdt.balanceOf(seller) - 1e30;
        uint256 renterPaid = buyerBefore - usdt.balanceOf(buyer);
        assertEq(ownerGot, renterPaid, "conserved");
        assertLe(ownerGot, n * PER_DAY, "at most the prepayment");
        assertEq(usdt.balanceOf(address(rental)), 0, "nothing kept");
    }
}
