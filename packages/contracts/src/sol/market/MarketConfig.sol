// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IdRegistry} from "./IdRegistry.sol";

/// @notice The marketplace's owner-managed settings: fee, fee collector, pause, and the curated
/// lists of payment currencies and NFT (host) contracts. The DEFAULT_ADMIN_ROLE holder is the
/// "owner" of the spec; OPERATOR_ROLE may delist offers.
abstract contract MarketConfig is AccessControl {
    using IdRegistry for IdRegistry.Registry;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    uint16 public constant MAX_FEE_BPS = 1_000;
    uint256 internal constant BPS = 10_000;
    /// The native coin (address(0)) always has currency id 0: a native purchase checks the offer's
    /// currency without a storage read. It is reserved at deployment, supported once added.
    uint16 internal constant NATIVE_CURRENCY_ID = 0;

    /// Everything a trade reads from settings, plus the offer counter, in one slot.
    struct Config {
        address feeCollector;
        uint16 feeBps;
        bool paused;
        uint64 nextOfferId;
    }

    Config internal _config;
    IdRegistry.Registry internal _currencies;
    IdRegistry.Registry internal _hostContracts;

    event FeeChanged(uint16 oldFeeBps, uint16 newFeeBps);
    event FeeCollectorChanged(address indexed feeCollector);
    event PausedChanged(bool paused, address indexed by);
    event CurrencyAdded(address indexed token, uint16 id);
    event CurrencyRemoved(address indexed token);
    event HostContractAdded(address indexed hostContract, uint16 id);
    event HostContractRemoved(address indexed hostContract);

    error FeeTooHigh(uint256 feeBps);
    error ZeroAddress();
    error MarketPaused();
    error CurrencyNotSupported(address token);
    error HostContractNotSupported(address hostContract);

    constructor(address admin, address feeCollector_, uint16 feeBps_) {
        if (admin == address(0) || feeCollector_ == address(0)) revert ZeroAddress();
        if (feeBps_ > MAX_FEE_BPS) revert FeeTooHigh(feeBps_);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        _config = Config(feeCollector_, feeBps_, false, 1);
        _currencies.reserve(address(0));
    }

    // ---- views ---------------------------------------------------------------------------

    /// Current marketplace fee in basis points (300 = 3%).
    function listingFee() external view returns (uint16) {
        return _config.feeBps;
    }

    function calculateOfferFee(uint256 price) external view returns (uint256) {
        return price * _config.feeBps / BPS;
    }

    function feeCollector() external view returns (address) {
        return _config.feeCollector;
    }

    function paused() external view returns (bool) {
        return _config.paused;
    }

    function nextOfferId() external view returns (uint256) {
        return _config.nextOfferId;
    }

    function supportsCurrency(address token) external view returns (bool) {
        return _currencies.isSupported(token);
    }

    function supportsHostContract(address hostContract) external view returns (bool) {
        return _hostContracts.isSupported(hostContract);
    }

    /// Every currency ever added, by id, the native coin first (removed and never-added ones
    /// included; see supportsCurrency).
    function currencies() external view returns (address[] memory) {
        return _currencies.items;
    }

    function hostContracts() external view returns (address[] memory) {
        return _hostContracts.items;
    }

    // ---- owner ---------------------------------------------------------------------------

    function setFee(uint16 newFeeBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh(newFeeBps);
        emit FeeChanged(_config.feeBps, newFeeBps);
        _config.feeBps = newFeeBps;
    }

    function setFeeCollector(address newCollector) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (newCollector == address(0)) revert ZeroAddress();
        _config.feeCollector = newCollector;
        emit FeeCollectorChanged(newCollector);
    }

    /// Pausing stops new offers, repricing and purchases; sellers can still cancel.
    function setPaused(bool paused_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _config.paused = paused_;
        emit PausedChanged(paused_, msg.sender);
    }

    /// address(0) is the native coin.
    function addCurrency(address token) external onlyRole(DEFAULT_ADMIN_ROLE) {
        emit CurrencyAdded(token, _currencies.add(token));
    }

    function removeCurrency(address token) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (!_currencies.remove(token)) revert CurrencyNotSupported(token);
        emit CurrencyRemoved(token);
    }

    /// Only vetted ERC-721 contracts can be listed: a contract whose transferFrom lies could
    /// otherwise take buyers' money for nothing.
    function addHostContract(address hostContract) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (hostContract == address(0)) revert ZeroAddress();
        emit HostContractAdded(hostContract, _hostContracts.add(hostContract));
    }

    function removeHostContract(address hostContract) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (!_hostContracts.remove(hostContract)) revert HostContractNotSupported(hostContract);
        emit HostContractRemoved(hostContract);
    }
}
