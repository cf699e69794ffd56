// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice ERC-4907: a time-limited "user" role on an ERC-721 token (used for rentals).
interface IERC4907 {
    event UpdateUser(uint256 indexed tokenId, address indexed user, uint64 expires);

    function setUser(uint256 tokenId, address user, uint64 expires) external;
    function userOf(uint256 tokenId) external view returns (address);
    function userExpires(uint256 tokenId) external view returns (uint256);
}
