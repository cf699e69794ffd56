// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// A small in-repo replacement for forge-std: the npm `forge-std@1.1.2` is a 2022 snapshot that
// imports `ds-test` without shipping it, and git is not reachable. Cheatcodes are called by
// selector, so declaring the ones we use is enough; assertions use forge's `vm.assert*`.
interface Vm {
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function chainId(uint256 newChainId) external;
    function deal(address account, uint256 newBalance) external;
    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function addr(uint256 privateKey) external pure returns (address);
    function label(address account, string calldata newLabel) external;
    function assume(bool condition) external pure;
    function assertTrue(bool condition, string calldata err) external pure;
    function assertFalse(bool condition, string calldata err) external pure;
    function assertEq(uint256 left, uint256 right, string calldata err) external pure;
    function assertEq(address left, address right, string calldata err) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata err) external pure;
    function assertEq(string calldata left, string calldata right, string calldata err) external pure;
    function assertEq(bool left, bool right, string calldata err) external pure;
    function assertLe(uint256 left, uint256 right, string calldata err) external pure;
    function assertGe(uint256 left, uint256 right, string calldata err) external pure;
    function pauseGasMetering() external;
    function resumeGasMetering() external;
}

abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    bool public constant IS_TEST = true;

    address[] private _targetContracts;
    address[] private _targetSenders;

    // forge reads these to pick what invariant runs call and from which senders.
    function targetContracts() public view returns (address[] memory) {
        return _targetContracts;
    }

    function targetSenders() public view returns (address[] memory) {
        return _targetSenders;
    }

    function targetContract(address target) internal {
        _targetContracts.push(target);
    }

    function targetSender(address sender) internal {
        _targetSenders.push(sender);
    }

    function makeAddr(string memory name) internal returns (address account) {
        account = vm.addr(uint256(keccak256(bytes(name))));
        vm.label(account, name);
    }

    /// Maps any x into [min, max] while keeping small values small (like forge-std's bound).
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1;
        if (size == 0) return x; // full uint256 range
        return min + (x % size);
    }

    function assertEq(uint256 a, uint256 b, string memory err) internal pure {
        vm.assertEq(a, b, err);
    }

    function assertEq(address a, address b, string memory err) internal pure {
        vm.assertEq(a, b, err);
    }

    function assertEq(bytes32 a, bytes32 b, string memory err) internal pure {
        vm.assertEq(a, b, err);
    }

    function assertEq(string memory a, string memory b, string memory err) internal pure {
        vm.assertEq(a, b, err);
    }

    function assertEq(bool a, bool b, string memory err) internal pure {
        vm.assertEq(a, b, err);
    }

    function assertTrue(bool c, string memory err) internal pure {
        vm.assertTrue(c, err);
    }

    function assertLe(uint256 a, uint256 b, string memory err) internal pure {
        vm.assertLe(a, b, err);
    }
}
