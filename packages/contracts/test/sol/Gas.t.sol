// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Fixture} from "./utils/Fixture.sol";

/// Steady-state scenarios for gas figures (`forge test --isolate --gas-report --match-contract Gas`):
/// the market already escrows other tokens and every party already holds a balance, as on a
/// running marketplace. A first-ever purchase or mint to an empty account costs ~17k more.
contract GasTest is Fixture {
    uint256 internal constant PRICE = 100e18;
    uint256 internal tokenOffer;
    uint256 internal nativeOffer;

    function setUp() public {
        setUpFixture();
        vm.prank(admin);
        usdt.mint(collector, 1);
        vm.deal(seller, 1 ether);
        vm.deal(collector, 1 ether);
        vm.deal(treasury, 1 ether);
        vm.prank(admin);
        usdt.mint(treasury, 1);
        mintTo(buyer, 1_000);
        listFor(seller, 1, PRICE, address(usdt));
        tokenOffer = listFor(seller, 2, PRICE, address(usdt));
        nativeOffer = listFor(seller, 3, 1 ether, address(0));
        mintTo(seller, 4);
        vm.prank(buyer);
        usdt.approve(address(nft), type(uint256).max);
    }

    function test_gas_mintWithPermit() public {
        bytes memory sig =
            signPermit(nft, MINTER_KEY, 77, buyer, address(usdt), PRICE, "ipfs://bafy/77.json", DEADLINE, 77);
        vm.prank(buyer);
        nft.mintWithPermit(77, buyer, address(usdt), PRICE, "ipfs://bafy/77.json", DEADLINE, 77, sig);
    }

    function test_gas_mintPermitWithETH() public {
        bytes memory sig =
            signPermit(nft, MINTER_KEY, 78, buyer, address(0), 1 ether, "ipfs://bafy/78.json", DEADLINE, 78);
        vm.prank(buyer);
        nft.mintPermitWithETH{value: 1 ether}(78, buyer, address(0), 1 ether, "ipfs://bafy/78.json", DEADLINE, 78, sig);
    }

    function test_gas_createOffer() public {
        vm.prank(seller);
        market.createOffer(address(nft), 4, PRICE, address(usdt));
    }

    function test_gas_changeOfferPrice() public {
        vm.prank(seller);
        market.changeOfferPrice(tokenOffer, PRICE / 2);
    }

    function test_gas_cancelOffer() public {
        vm.prank(seller);
        market.cancelOffer(tokenOffer);
    }

    function test_gas_buyOffer() public {
        vm.prank(buyer);
        market.buyOffer(tokenOffer, PRICE, address(usdt));
    }

    function test_gas_buyOfferWithETH() public {
        vm.prank(buyer);
        market.buyOfferWithETH{value: 1 ether}(nativeOffer, 1 ether);
    }
}
