// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Marketplace} from "../../src/sol/market/Marketplace.sol";
import {VrNFT} from "../../src/sol/nft/VrNFT.sol";
import {Payment} from "../../src/sol/payments/Payment.sol";
import {Payout} from "../../src/sol/payments/Payout.sol";
import {Rental} from "../../src/sol/rental/Rental.sol";
import {StakingVault} from "../../src/sol/staking/StakingVault.sol";
import {SwapDesk} from "../../src/sol/swap/SwapDesk.sol";
import {TestToken} from "../../src/sol/tokens/TestToken.sol";
import {Test} from "./utils/Test.sol";

/// The role split deployAll makes (src/roles.ts): the api's key (minter) holds VrNFT MINTER_ROLE,
/// SwapDesk SIGNER_ROLE and Payout OPERATOR_ROLE only; the admin holds DEFAULT_ADMIN_ROLE and the
/// other roles; the deployer renounces everything. The same grants and renounces are done here.
contract RolesTest is Test {
    uint256 internal constant MINTER_KEY = 0xA11CE;
    uint256 internal constant NEW_MINTER_KEY = 0xB0B;
    bytes32 internal constant ADMIN = 0x00;
    uint256 internal constant DEADLINE = 2_000_000_000;

    address internal deployer = makeAddr("deployer");
    address internal admin = makeAddr("admin");
    address internal minter = vm.addr(MINTER_KEY);
    address internal newMinter = vm.addr(NEW_MINTER_KEY);
    address internal user = makeAddr("user");

    TestToken internal usdt;
    VrNFT internal nft;
    Marketplace internal market;
    Rental internal rental;
    Payout internal payout;
    Payment internal payment;
    StakingVault internal vault;
    SwapDesk internal desk;

    function setUp() public {
        vm.startPrank(deployer);
        usdt = new TestToken("Tether USD", "USDT", 18, deployer);
        nft = new VrNFT("VrNFT", "VRN", "https://vrmarket.test/nft/", deployer, deployer);
        market = new Marketplace(deployer, deployer, 300);
        address[] memory currencies = new address[](1);
        currencies[0] = address(usdt);
        rental = new Rental(deployer, currencies);
        payout = new Payout(deployer);
        payment = new Payment(deployer, usdt);
        vault = new StakingVault(deployer);
        desk = new SwapDesk(deployer);
        market.addHostContract(address(nft));

        handOver(nft, nft.MINTER_ROLE(), minter);
        handOver(desk, desk.SIGNER_ROLE(), minter);
        handOver(payout, payout.OPERATOR_ROLE(), minter);
        handOver(nft, nft.PAUSER_ROLE(), admin);
        handOver(market, market.OPERATOR_ROLE(), admin);
        handOver(desk, desk.OPERATOR_ROLE(), admin);
        AccessControl[7] memory all = contracts();
        for (uint256 i = 0; i < all.length; i++) {
            handOver(all[i], ADMIN, admin);
        }
        usdt.mint(minter, 1e24);
        vm.stopPrank();
        vm.prank(minter);
        usdt.approve(address(payout), type(uint256).max);
    }

    function handOver(AccessControl target, bytes32 role, address to) internal {
        target.grantRole(role, to);
        target.renounceRole(role, deployer);
    }

    function contracts() internal view returns (AccessControl[7] memory) {
        return [
            AccessControl(address(nft)),
            AccessControl(address(market)),
            AccessControl(address(rental)),
            AccessControl(address(payout)),
            AccessControl(address(payment)),
            AccessControl(address(vault)),
            AccessControl(address(desk))
        ];
    }

    function expectUnauthorized(address account, bytes32 role) internal {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }

    function permit(uint256 key, uint256 tokenId) internal view returns (bytes memory) {
        bytes32 digest = nft.hashMintPermit(tokenId, user, address(usdt), 0, "", DEADLINE, tokenId);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    function mintWith(uint256 key, uint256 tokenId) internal {
        nft.mintWithPermit(tokenId, user, address(usdt), 0, "", DEADLINE, tokenId, permit(key, tokenId));
    }

    function one(address account, uint256 amount) internal pure returns (address[] memory a, uint256[] memory n) {
        a = new address[](1);
        a[0] = account;
        n = new uint256[](1);
        n[0] = amount;
    }

    // ---- who holds what ------------------------------------------------------------------------

    function test_minterHoldsNoAdminRoleAndTheDeployerNothing() public view {
        AccessControl[7] memory all = contracts();
        for (uint256 i = 0; i < all.length; i++) {
            assertTrue(!all[i].hasRole(ADMIN, minter), "minter is no admin");
            assertTrue(all[i].hasRole(ADMIN, admin), "admin is admin");
            assertTrue(!all[i].hasRole(ADMIN, deployer), "deployer renounced admin");
        }
        assertTrue(nft.hasRole(nft.MINTER_ROLE(), minter), "minter signs permits");
        assertTrue(desk.hasRole(desk.SIGNER_ROLE(), minter), "minter signs swap keys");
        assertTrue(payout.hasRole(payout.OPERATOR_ROLE(), minter), "minter credits payouts");
        assertTrue(!nft.hasRole(nft.PAUSER_ROLE(), minter), "minter cannot pause");
        assertTrue(!market.hasRole(market.OPERATOR_ROLE(), minter), "minter cannot delist");
        assertTrue(!desk.hasRole(desk.OPERATOR_ROLE(), minter), "minter cannot empty the desk");
    }

    // ---- the minter cannot grant roles or change settings ------------------------------------

    function test_minterCannotGrantOrRevokeRoles() public {
        AccessControl[7] memory all = contracts();
        for (uint256 i = 0; i < all.length; i++) {
            expectUnauthorized(minter, ADMIN);
            vm.prank(minter);
            all[i].grantRole(ADMIN, minter);
            expectUnauthorized(minter, ADMIN);
            vm.prank(minter);
            all[i].revokeRole(ADMIN, admin);
        }
        bytes32 minterRole = nft.MINTER_ROLE();
        expectUnauthorized(minter, ADMIN);
        vm.prank(minter);
        nft.grantRole(minterRole, user);
    }

    function test_minterCannotChangeAdminSettings() public {
        vm.startPrank(minter);
        expectUnauthorized(minter, ADMIN);
        market.setFee(0);
        expectUnauthorized(minter, ADMIN);
        market.setFeeCollector(minter);
        expectUnauthorized(minter, ADMIN);
        market.addCurrency(address(0xdead));
        expectUnauthorized(minter, ADMIN);
        market.setPaused(true);
        expectUnauthorized(minter, ADMIN);
        nft.setTreasury(minter);
        expectUnauthorized(minter, ADMIN);
        nft.setBaseURI("https://evil.test/");
        expectUnauthorized(minter, ADMIN);
        nft.setDefaultRoyalty(minter, 1000);
        expectUnauthorized(minter, nft.PAUSER_ROLE());
        nft.setMintingPaused(true);
        expectUnauthorized(minter, ADMIN);
        rental.setCurrencySupport(address(0xdead), true);
        expectUnauthorized(minter, ADMIN);
        payment.setPaymentToken(IERC20(address(0xdead)));
        expectUnauthorized(minter, ADMIN);
        vault.rescue(address(nft), 1, minter);
        expectUnauthorized(minter, desk.OPERATOR_ROLE());
        desk.withdraw(address(nft), 1, minter);
        vm.stopPrank();
        assertEq(uint256(market.listingFee()), 300, "fee unchanged");
        assertEq(nft.treasury(), deployer, "treasury unchanged");
    }

    function test_adminCanChangeSettings() public {
        vm.startPrank(admin);
        market.setFee(250);
        nft.setTreasury(admin);
        nft.setMintingPaused(true);
        vm.stopPrank();
        assertEq(uint256(market.listingFee()), 250, "fee");
        assertEq(nft.treasury(), admin, "treasury");
    }

    // ---- the admin rotates the minter ----------------------------------------------------------

    function test_adminRotatesTheMinter() public {
        mintWith(MINTER_KEY, 1);
        vm.startPrank(admin);
        nft.grantRole(nft.MINTER_ROLE(), newMinter);
        desk.grantRole(desk.SIGNER_ROLE(), newMinter);
        payout.grantRole(payout.OPERATOR_ROLE(), newMinter);
        nft.revokeRole(nft.MINTER_ROLE(), minter);
        desk.revokeRole(desk.SIGNER_ROLE(), minter);
        payout.revokeRole(payout.OPERATOR_ROLE(), minter);
        vm.stopPrank();

        // The old key's permits are void, the new key's work.
        bytes memory oldSig = permit(MINTER_KEY, 2);
        vm.expectRevert(abi.encodeWithSelector(VrNFT.InvalidPermitSigner.selector, minter));
        nft.mintWithPermit(2, user, address(usdt), 0, "", DEADLINE, 2, oldSig);
        mintWith(NEW_MINTER_KEY, 2);
        assertEq(nft.ownerOf(2), user, "minted with the new key");

        // The old key no longer credits payouts.
        (address[] memory accounts, uint256[] memory amounts) = one(user, 5);
        expectUnauthorized(minter, payout.OPERATOR_ROLE());
        vm.prank(minter);
        payout.creditERC20(address(usdt), accounts, amounts);
        assertTrue(!desk.hasRole(desk.SIGNER_ROLE(), minter), "old key signs no swap keys");
        assertTrue(desk.hasRole(desk.SIGNER_ROLE(), newMinter), "new key signs swap keys");
    }

    function test_adminRotatesItself() public {
        address newAdmin = makeAddr("newAdmin");
        vm.startPrank(admin);
        market.grantRole(ADMIN, newAdmin);
        market.renounceRole(ADMIN, admin);
        vm.stopPrank();
        assertTrue(market.hasRole(ADMIN, newAdmin), "new admin");
        expectUnauthorized(admin, ADMIN);
        vm.prank(admin);
        market.setFee(1);
    }
}
