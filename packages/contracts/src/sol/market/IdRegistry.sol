// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice An owner-curated set of addresses with small stable ids, so an offer can store its
/// currency and NFT contract in 16 bits each instead of 160. A removed address keeps its id:
/// offers already open with it stay valid, new ones are refused.
library IdRegistry {
    struct Info {
        uint16 id;
        bool registered;
        bool supported;
    }

    struct Registry {
        address[] items;
        mapping(address item => Info) infos;
    }

    error TooManyEntries();

    /// Marks `item` supported, giving it the next id on first use. Returns its id.
    function add(Registry storage self, address item) internal returns (uint16) {
        Info storage info = _register(self, item);
        info.supported = true;
        return info.id;
    }

    /// Gives `item` the next id without supporting it, so its id is known in advance.
    function reserve(Registry storage self, address item) internal {
        _register(self, item);
    }

    /// Returns false when `item` was not supported.
    function remove(Registry storage self, address item) internal returns (bool) {
        Info storage info = self.infos[item];
        if (!info.supported) return false;
        info.supported = false;
        return true;
    }

    function isSupported(Registry storage self, address item) internal view returns (bool) {
        return self.infos[item].supported;
    }

    /// The id of a supported item; `ok` is false for unknown or removed items.
    function supportedId(Registry storage self, address item) internal view returns (bool ok, uint16 id) {
        Info memory info = self.infos[item];
        return (info.supported, info.id);
    }

    function _register(Registry storage self, address item) private returns (Info storage info) {
        info = self.infos[item];
        if (!info.registered) {
            if (self.items.length > type(uint16).max) revert TooManyEntries();
            info.id = uint16(self.items.length);
            info.registered = true;
            self.items.push(item);
        }
    }

    /// Reads `items[id]` without the length check (a cold SLOAD saved per lookup on every trade):
    /// callers only pass ids that `add` handed out, and ids are never removed.
    function at(Registry storage self, uint16 id) internal view returns (address item) {
        address[] storage items = self.items;
        assembly ("memory-safe") {
            mstore(0, items.slot)
            item := sload(add(keccak256(0, 0x20), id))
        }
    }
}
