// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @title SwapDesk — swaps a user's NFT for one from the desk's inventory in one transaction.
/// @notice The user calls `safeTransferFrom(user, desk, givenTokenId, data)` with
/// data = abi.encode(wantedContract, wantedTokenId, deadline, signature), where the signature is
/// the api's EIP-712 SwapKey from a SIGNER_ROLE key. The desk sends the wanted token back in the
/// same call, or the whole transfer reverts. Operators stock the inventory (a safe transfer with
/// empty data) and may withdraw it.
contract SwapDesk is AccessControl, EIP712, ReentrancyGuardTransient, IERC721Receiver {
    bytes32 public constant SIGNER_ROLE = keccak256("SIGNER_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant SWAP_KEY_TYPEHASH = keccak256(
        "SwapKey(address user,address givenContract,uint256 givenTokenId,address wantedContract,uint256 wantedTokenId,uint256 deadline)"
    );

    mapping(bytes32 keyHash => bool) public usedKeys;

    event Swapped(
        bytes32 indexed keyHash,
        address indexed user,
        address givenContract,
        uint256 givenTokenId,
        address wantedContract,
        uint256 wantedTokenId
    );
    event InventoryDeposited(address indexed hostContract, uint256 indexed tokenId, address indexed from);
    event InventoryWithdrawn(address indexed hostContract, uint256 indexed tokenId, address indexed to);

    error SwapKeyExpired(uint256 deadline);
    error SwapKeyUsed(bytes32 keyHash);
    error InvalidSwapSigner(address recovered);
    error NotOperator(address from);
    error TokenNotReceived();

    constructor(address admin) EIP712("SwapDesk", "1") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(SIGNER_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
    }

    function onERC721Received(address, address from, uint256 tokenId, bytes calldata data)
        external
        nonReentrant
        returns (bytes4)
    {
        if (data.length == 0) {
            if (!hasRole(OPERATOR_ROLE, from)) revert NotOperator(from);
            emit InventoryDeposited(msg.sender, tokenId, from);
        } else {
            _swap(from, msg.sender, tokenId, data);
        }
        return IERC721Receiver.onERC721Received.selector;
    }

    function withdraw(address hostContract, uint256 tokenId, address to) external onlyRole(OPERATOR_ROLE) nonReentrant {
        emit InventoryWithdrawn(hostContract, tokenId, to);
        IERC721(hostContract).transferFrom(address(this), to, tokenId);
    }

    function hashSwapKey(
        address user,
        address givenContract,
        uint256 givenTokenId,
        address wantedContract,
        uint256 wantedTokenId,
        uint256 deadline
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    SWAP_KEY_TYPEHASH, user, givenContract, givenTokenId, wantedContract, wantedTokenId, deadline
                )
            )
        );
    }

    /// `givenContract` is msg.sender of onERC721Received: the key binds it, so a fake NFT
    /// contract cannot use a key issued for a real one.
    function _swap(address user, address givenContract, uint256 givenTokenId, bytes calldata data) private {
        (address wantedContract, uint256 wantedTokenId, uint256 deadline, bytes memory signature) =
            abi.decode(data, (address, uint256, uint256, bytes));
        if (IERC721(givenContract).ownerOf(givenTokenId) != address(this)) revert TokenNotReceived();
        if (block.timestamp > deadline) revert SwapKeyExpired(deadline);
        bytes32 keyHash = hashSwapKey(user, givenContract, givenTokenId, wantedContract, wantedTokenId, deadline);
        if (usedKeys[keyHash]) revert SwapKeyUsed(keyHash);
        address signer = ECDSA.recover(keyHash, signature);
        if (!hasRole(SIGNER_ROLE, signer)) revert InvalidSwapSigner(signer);
        usedKeys[keyHash] = true;
        emit Swapped(keyHash, user, givenContract, givenTokenId, wantedContract, wantedTokenId);
        IERC721(wantedContract).transferFrom(address(this), user, wantedTokenId);
    }
}
