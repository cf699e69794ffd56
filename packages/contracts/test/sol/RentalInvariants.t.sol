// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Rental} from "../../src/sol/rental/Rental.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {Fixture} from "./utils/Fixture.sol";
import {Test} from "./utils/Test.sol";

/// Random listings, rentals, early and late endings, withdrawals and time jumps.
contract RentalHandler is Test {
    VrNFT public immutable nft;
    Rental public immutable rental;
    TestToken public immutable usdt;
    address[] public actors;
    uint256 public immutable tokens;
    uint256[] public listingIds;

    constructor(VrNFT nft_, Rental rental_, TestToken usdt_, address[] memory actors_, uint256 tokens_) {
        nft = nft_;
        rental = rental_;
        usdt = usdt_;
        actors = actors_;
        tokens = tokens_;
    }

    function listingCount() external view returns (uint256) {
        return listingIds.length;
    }

    function list(uint256 tokenSeed, uint96 price, uint8 unit) external {
        uint256 tokenId = tokenSeed % tokens;
        address owner = nft.ownerOf(tokenId);
        if (owner == address(rental)) return;
        vm.prank(owner);
        listingIds.push(
            rental.listForRent(
                address(nft), tokenId, bound(price, 1, 1e21), address(usdt), Rental.UnitOfTime(bound(unit, 0, 3)), 12
            )
        );
    }

    function rent(uint256 actorSeed, uint256 listingSeed, uint256 units) external {
        if (listingIds.length == 0) return;
        uint256 listingId = listingIds[listingSeed % listingIds.length];
        Rental.AgreementView memory a = rental.getAgreement(listingId);
        address renter = actors[actorSeed % actors.length];
        if (renter == a.owner || (a.renter != address(0) && block.timestamp < a.expires)) return;
        vm.prank(renter);
        rental.rent(listingId, bound(units, 1, 12));
    }

    function end(uint256 listingSeed, bool byOwner) external {
        if (listingIds.length == 0) return;
        uint256 listingId = listingIds[listingSeed % listingIds.length];
        Rental.AgreementView memory a = rental.getAgreement(listingId);
        if (a.renter == address(0)) return;
        vm.prank(byOwner ? a.owner : a.renter);
        rental.endRental(listingId);
    }

    function withdraw(uint256 listingSeed) external {
        if (listingIds.length == 0) return;
        uint256 index = listingSeed % listingIds.length;
        uint256 listingId = listingIds[index];
        Rental.AgreementView memory a = rental.getAgreement(listingId);
        if (a.renter != address(0) && block.timestamp < a.expires) return;
        vm.prank(a.owner);
        rental.withdrawFromRent(listingId);
        listingIds[index] = listingIds[listingIds.length - 1];
        listingIds.pop();
    }

    function passTime(uint32 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 400 days));
    }
}

contract RentalInvariantsTest is Fixture {
    Rental internal rental;
    RentalHandler internal handler;
    address[] internal actors;
    uint256 internal constant TOKENS = 8;

    function setUp() public {
        setUpFixture();
        address[] memory currencies = new address[](1);
        currencies[0] = address(usdt);
        rental = new Rental(admin, currencies);
        actors.push(seller);
        actors.push(buyer);
        actors.push(stranger);
        vm.prank(admin);
        usdt.mint(stranger, 1e30);
        for (uint256 i = 0; i < TOKENS; i++) {
            mintTo(actors[i % actors.length], i);
        }
        for (uint256 i = 0; i < actors.length; i++) {
            vm.startPrank(actors[i]);
            nft.setApprovalForAll(address(rental), true);
            usdt.approve(address(rental), type(uint256).max);
            vm.stopPrank();
        }
        handler = new RentalHandler(nft, rental, usdt, actors, TOKENS);
        targetContract(address(handler));
    }

    /// The contract holds exactly the prepayments of unsettled agreements.
    function invariant_holdsExactlyUnsettledPrepayments() public view {
        uint256 held;
        for (uint256 i = 0; i < handler.listingCount(); i++) {
            Rental.AgreementView memory a = rental.getAgreement(handler.listingIds(i));
            held += a.numberOfUnits * a.pricePerUnit;
        }
        assertEq(usdt.balanceOf(address(rental)), held, "escrowed rent");
    }

    /// Listed NFTs are escrowed; none is created or lost; USDT is conserved.
    function invariant_nftsAndTokensConserved() public view {
        assertEq(nft.balanceOf(address(rental)), handler.listingCount(), "escrow count");
        uint256 nfts = nft.balanceOf(address(rental));
        uint256 funds = usdt.balanceOf(address(rental));
        for (uint256 i = 0; i < actors.length; i++) {
            nfts += nft.balanceOf(actors[i]);
            funds += usdt.balanceOf(actors[i]);
        }
        assertEq(nfts, TOKENS, "nfts");
        assertEq(funds, usdt.totalSupply(), "usdt");
    }

    /// A live rental's renter is the token's ERC-4907 user.
    function invariant_renterIsUser() public view {
        for (uint256 i = 0; i < handler.listingCount(); i++) {
            Rental.AgreementView memory a = rental.getAgreement(handler.listingIds(i));
            if (a.renter != address(0) && block.timestamp <= a.expires) {
                assertEq(nft.userOf(a.tokenId), a.renter, "user");
            }
        }
    }
}
