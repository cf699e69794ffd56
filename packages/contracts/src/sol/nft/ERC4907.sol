// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC4907} from "../interfaces/IERC4907.sol";

/// @notice ERC-721 with the ERC-4907 user role. The user is cleared when the token changes owner,
/// as in the EIP's reference implementation.
abstract contract ERC4907 is ERC721, IERC4907 {
    struct UserInfo {
        address user;
        uint64 expires;
    }

    mapping(uint256 tokenId => UserInfo) private _users;

    function setUser(uint256 tokenId, address user, uint64 expires) public virtual {
        _checkAuthorized(_ownerOf(tokenId), msg.sender, tokenId);
        _users[tokenId] = UserInfo(user, expires);
        emit UpdateUser(tokenId, user, expires);
    }

    function userOf(uint256 tokenId) public view virtual returns (address) {
        UserInfo memory info = _users[tokenId];
        return info.expires >= block.timestamp ? info.user : address(0);
    }

    function userExpires(uint256 tokenId) public view virtual returns (uint256) {
        return _users[tokenId].expires;
    }

    function supportsInterface(bytes4 interfaceId) public view virtual override returns (bool) {
        return interfaceId == type(IERC4907).interfaceId || super.supportsInterface(interfaceId);
    }

    function _update(address to, uint256 tokenId, address auth) internal virtual override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != to && from != address(0) && _users[tokenId].user != address(0)) {
            delete _users[tokenId];
            emit UpdateUser(tokenId, address(0), 0);
        }
    }
}
