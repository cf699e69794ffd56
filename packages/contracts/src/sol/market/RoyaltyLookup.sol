// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";

library RoyaltyLookup {
    /// ERC-2981 royalty of a sale, or (0, 0) when the host contract does not answer sensibly.
    /// A raw staticcall that copies at most 64 bytes: a host without royaltyInfo, or one that
    /// returns garbage or a huge return buffer, cannot make a purchase revert.
    function royaltyOf(address host, uint256 tokenId, uint256 price)
        internal
        view
        returns (address receiver, uint256 amount)
    {
        bytes memory data = abi.encodeCall(IERC2981.royaltyInfo, (tokenId, price));
        uint256 word0;
        uint256 word1;
        assembly ("memory-safe") {
            let ok := staticcall(gas(), host, add(data, 0x20), mload(data), 0, 0x40)
            if and(ok, gt(returndatasize(), 0x3f)) {
                word0 := mload(0)
                word1 := mload(0x20)
            }
        }
        if (word0 >> 160 != 0 || word0 == 0) return (address(0), 0);
        return (address(uint160(word0)), word1);
    }
}
