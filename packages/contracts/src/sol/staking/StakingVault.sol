// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title StakingVault — holds staked NFTs; interest is computed and paid off-chain (Payout).
/// @notice LOCKED stakes return only after their duration; FLEXIBLE stakes return at any time
/// (the spec's 30-day rule governs interest, not the NFT). Stake with `stake` (after approval) or
/// by `safeTransferFrom(owner, vault, tokenId, abi.encode(StakeType, duration))`; empty data
/// stakes FLEXIBLE. An admin can return any NFT to its staker in an emergency, and rescue NFTs
/// sent without a stake.
contract StakingVault is AccessControl, ReentrancyGuardTransient, IERC721Receiver {
    enum StakeType {
        LOCKED,
        FLEXIBLE
    }

    struct Stake {
        address owner;
        uint64 startTime;
        uint64 unlockTime;
        StakeType stakeType;
        address hostContract;
        uint256 tokenId;
    }

    uint64 public constant MAX_LOCK = 5 * 365 days;

    uint256 public nextStakeId = 1;
    mapping(uint256 stakeId => Stake) public stakes;
    /// The open stake of a token, 0 if none (lets the web find a stake and guards `rescue`).
    mapping(address hostContract => mapping(uint256 tokenId => uint256 stakeId)) public stakeIdOf;

    event Staked(
        uint256 indexed stakeId,
        address indexed owner,
        address indexed hostContract,
        uint256 tokenId,
        StakeType stakeType,
        uint256 duration,
        uint256 unlockTime
    );
    event Unstaked(uint256 indexed stakeId, address indexed owner, bool byAdmin);
    event Rescued(address indexed hostContract, uint256 indexed tokenId, address indexed to);

    error InvalidDuration(uint256 duration);
    error StakeNotFound(uint256 stakeId);
    error NotStaker(uint256 stakeId);
    error StillLocked(uint256 unlockTime);
    error UnexpectedToken();
    error TokenIsStaked(uint256 stakeId);

    constructor(address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// Stakes an owned NFT (approve the vault first). `duration` in seconds, 0 for FLEXIBLE.
    function stake(address hostContract, uint256 tokenId, StakeType stakeType, uint64 duration)
        external
        nonReentrant
        returns (uint256 stakeId)
    {
        stakeId = _record(msg.sender, hostContract, tokenId, stakeType, duration);
        IERC721(hostContract).transferFrom(msg.sender, address(this), tokenId);
    }

    /// Staking by a safe transfer; the NFT contract calls this after the vault already owns it.
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata data) external returns (bytes4) {
        if (IERC721(msg.sender).ownerOf(tokenId) != address(this)) revert UnexpectedToken();
        (StakeType stakeType, uint64 duration) =
            data.length == 0 ? (StakeType.FLEXIBLE, uint64(0)) : abi.decode(data, (StakeType, uint64));
        _record(from, msg.sender, tokenId, stakeType, duration);
        return IERC721Receiver.onERC721Received.selector;
    }

    function unstake(uint256 stakeId) external nonReentrant {
        Stake memory s = _stake(stakeId);
        if (msg.sender != s.owner) revert NotStaker(stakeId);
        if (s.stakeType == StakeType.LOCKED && block.timestamp < s.unlockTime) revert StillLocked(s.unlockTime);
        _return(stakeId, s, false);
    }

    function emergencyReturn(uint256 stakeId) external onlyRole(DEFAULT_ADMIN_ROLE) nonReentrant {
        _return(stakeId, _stake(stakeId), true);
    }

    /// Returns an NFT that reached the vault without a stake (a plain transferFrom).
    function rescue(address hostContract, uint256 tokenId, address to) external onlyRole(DEFAULT_ADMIN_ROLE) {
        uint256 stakeId = stakeIdOf[hostContract][tokenId];
        if (stakeId != 0) revert TokenIsStaked(stakeId);
        emit Rescued(hostContract, tokenId, to);
        IERC721(hostContract).transferFrom(address(this), to, tokenId);
    }

    function _record(address owner, address hostContract, uint256 tokenId, StakeType stakeType, uint64 duration)
        private
        returns (uint256 stakeId)
    {
        if (stakeType == StakeType.LOCKED ? duration == 0 || duration > MAX_LOCK : duration != 0) {
            revert InvalidDuration(duration);
        }
        stakeId = nextStakeId++;
        uint64 unlockTime = uint64(block.timestamp) + duration;
        stakes[stakeId] = Stake(owner, uint64(block.timestamp), unlockTime, stakeType, hostContract, tokenId);
        stakeIdOf[hostContract][tokenId] = stakeId;
        emit Staked(stakeId, owner, hostContract, tokenId, stakeType, duration, unlockTime);
    }

    function _return(uint256 stakeId, Stake memory s, bool byAdmin) private {
        delete stakes[stakeId];
        delete stakeIdOf[s.hostContract][s.tokenId];
        emit Unstaked(stakeId, s.owner, byAdmin);
        IERC721(s.hostContract).transferFrom(address(this), s.owner, s.tokenId);
    }

    function _stake(uint256 stakeId) private view returns (Stake memory s) {
        s = stakes[stakeId];
        if (s.owner == address(0)) revert StakeNotFound(stakeId);
    }
}
