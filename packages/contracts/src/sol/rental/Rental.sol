// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {IERC4907} from "../interfaces/IERC4907.sol";

/// @title Rental — rent out an ERC-4907 NFT by the hour, day, month (30 days) or year (365 days).
/// @notice The owner escrows the NFT and sets a price per unit and a maximum number of units. A
/// renter prepays units × price (held here) and becomes the token's ERC-4907 user until expiry.
/// Ending early (by owner or renter) pays the owner for the units begun and pays the rest back to
/// the renter; after expiry anyone may settle.
contract Rental is AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    enum UnitOfTime {
        Hour,
        Day,
        Month,
        Year
    }

    struct Listing {
        address owner;
        uint96 pricePerUnit;
        address hostContract;
        UnitOfTime unitOfTime;
        uint32 maxUnits;
        address currency;
        uint256 tokenId;
    }

    struct Agreement {
        address renter;
        uint64 startingTimestamp;
        uint32 numberOfUnits;
    }

    /// The spec's rental agreement, as one view.
    struct AgreementView {
        uint256 tokenId;
        uint256 pricePerUnit;
        address currency;
        UnitOfTime unitOfTime;
        uint256 numberOfUnits;
        address owner;
        address renter;
        uint256 startingTimestamp;
        uint256 expires;
    }

    uint256 public nextListingId = 1;
    mapping(address token => bool) public supportsCurrency;
    mapping(uint256 listingId => Listing) public listings;
    mapping(uint256 listingId => Agreement) public agreements;

    event RentListed(
        uint256 indexed listingId,
        address indexed hostContract,
        uint256 indexed tokenId,
        address owner,
        uint256 pricePerUnit,
        address currency,
        UnitOfTime unitOfTime,
        uint256 maxUnits
    );
    event Rented(
        uint256 indexed listingId,
        address indexed renter,
        uint256 numberOfUnits,
        uint256 totalPrice,
        uint256 startingTimestamp,
        uint256 expires
    );
    event RentalEnded(uint256 indexed listingId, address indexed renter, uint256 ownerAmount, address endedBy);
    event RentalPayback(
        uint256 indexed tokenId, uint256 paybackAmount, address indexed renter, uint256 indexed listingId
    );
    event RentListingWithdrawn(uint256 indexed listingId);
    event CurrencySupportChanged(address indexed token, bool supported);

    error NotRentable(address hostContract);
    error CurrencyNotSupported(address token);
    error InvalidTerms();
    error ListingNotFound(uint256 listingId);
    error NotListingOwner(uint256 listingId);
    error AlreadyRented(uint256 listingId);
    error NotRented(uint256 listingId);
    error InvalidUnits(uint256 units, uint256 maxUnits);
    error OwnerCannotRent();
    error NotParty(uint256 listingId);
    error FeeOnTransferToken(address token);

    constructor(address admin, address[] memory currencies) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        for (uint256 i = 0; i < currencies.length; i++) {
            _setCurrency(currencies[i], true);
        }
    }

    function unitSeconds(UnitOfTime unit) public pure returns (uint256) {
        if (unit == UnitOfTime.Hour) return 1 hours;
        if (unit == UnitOfTime.Day) return 1 days;
        if (unit == UnitOfTime.Month) return 30 days;
        return 365 days;
    }

    function listForRent(
        address hostContract,
        uint256 tokenId,
        uint256 pricePerUnit,
        address currency,
        UnitOfTime unitOfTime,
        uint256 maxUnits
    ) external nonReentrant returns (uint256 listingId) {
        if (!ERC165Checker.supportsInterface(hostContract, type(IERC4907).interfaceId)) {
            revert NotRentable(hostContract);
        }
        if (!supportsCurrency[currency]) revert CurrencyNotSupported(currency);
        if (pricePerUnit == 0 || pricePerUnit > type(uint96).max || maxUnits == 0 || maxUnits > type(uint32).max) {
            revert InvalidTerms();
        }
        listingId = nextListingId++;
        listings[listingId] =
            Listing(msg.sender, uint96(pricePerUnit), hostContract, unitOfTime, uint32(maxUnits), currency, tokenId);
        emit RentListed(listingId, hostContract, tokenId, msg.sender, pricePerUnit, currency, unitOfTime, maxUnits);
        IERC721(hostContract).transferFrom(msg.sender, address(this), tokenId);
    }

    /// Prepays `numberOfUnits` (approve the total first) and makes the caller the token's user.
    function rent(uint256 listingId, uint256 numberOfUnits) external nonReentrant {
        Listing memory listing = _listing(listingId);
        if (msg.sender == listing.owner) revert OwnerCannotRent();
        if (numberOfUnits == 0 || numberOfUnits > listing.maxUnits) {
            revert InvalidUnits(numberOfUnits, listing.maxUnits);
        }
        Agreement memory current = agreements[listingId];
        if (current.renter != address(0)) {
            if (block.timestamp < _expires(listing, current)) revert AlreadyRented(listingId);
            _settle(listingId, listing, current);
        }
        uint256 total = numberOfUnits * listing.pricePerUnit;
        agreements[listingId] = Agreement(msg.sender, uint64(block.timestamp), uint32(numberOfUnits));
        uint256 expires = block.timestamp + numberOfUnits * unitSeconds(listing.unitOfTime);
        emit Rented(listingId, msg.sender, numberOfUnits, total, block.timestamp, expires);

        IERC20 token = IERC20(listing.currency);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), total);
        if (token.balanceOf(address(this)) - before != total) revert FeeOnTransferToken(listing.currency);
        IERC4907(listing.hostContract).setUser(listing.tokenId, msg.sender, uint64(expires));
    }

    /// Ends a rental: early by the owner or the renter, or by anyone once it has expired.
    function endRental(uint256 listingId) external nonReentrant {
        Listing memory listing = _listing(listingId);
        Agreement memory agreement = agreements[listingId];
        if (agreement.renter == address(0)) revert NotRented(listingId);
        bool expired = block.timestamp >= _expires(listing, agreement);
        if (!expired && msg.sender != listing.owner && msg.sender != agreement.renter) revert NotParty(listingId);
        _settle(listingId, listing, agreement);
    }

    /// The owner takes the NFT back; not while a rental is running.
    function withdrawFromRent(uint256 listingId) external nonReentrant {
        Listing memory listing = _listing(listingId);
        if (msg.sender != listing.owner) revert NotListingOwner(listingId);
        Agreement memory agreement = agreements[listingId];
        if (agreement.renter != address(0)) {
            if (block.timestamp < _expires(listing, agreement)) revert AlreadyRented(listingId);
            _settle(listingId, listing, agreement);
        }
        delete listings[listingId];
        emit RentListingWithdrawn(listingId);
        IERC721(listing.hostContract).transferFrom(address(this), listing.owner, listing.tokenId);
    }

    function getAgreement(uint256 listingId) external view returns (AgreementView memory) {
        Listing memory listing = listings[listingId];
        Agreement memory agreement = agreements[listingId];
        return AgreementView(
            listing.tokenId,
            listing.pricePerUnit,
            listing.currency,
            listing.unitOfTime,
            agreement.numberOfUnits,
            listing.owner,
            agreement.renter,
            agreement.startingTimestamp,
            agreement.renter == address(0) ? 0 : _expires(listing, agreement)
        );
    }

    function setCurrencySupport(address token, bool supported) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setCurrency(token, supported);
    }

    function _setCurrency(address token, bool supported) private {
        supportsCurrency[token] = supported;
        emit CurrencySupportChanged(token, supported);
    }

    /// Pays the owner for every unit begun and the renter back for the rest; clears the user.
    function _settle(uint256 listingId, Listing memory listing, Agreement memory agreement) private {
        uint256 unit = unitSeconds(listing.unitOfTime);
        uint256 used = (block.timestamp - agreement.startingTimestamp + unit - 1) / unit;
        if (used > agreement.numberOfUnits) used = agreement.numberOfUnits;
        uint256 ownerAmount = used * listing.pricePerUnit;
        uint256 payback = (agreement.numberOfUnits - used) * listing.pricePerUnit;
        delete agreements[listingId];
        emit RentalEnded(listingId, agreement.renter, ownerAmount, msg.sender);
        if (payback > 0) emit RentalPayback(listing.tokenId, payback, agreement.renter, listingId);

        IERC4907(listing.hostContract).setUser(listing.tokenId, address(0), 0);
        IERC20 token = IERC20(listing.currency);
        if (ownerAmount > 0) token.safeTransfer(listing.owner, ownerAmount);
        if (payback > 0) token.safeTransfer(agreement.renter, payback);
    }

    function _listing(uint256 listingId) private view returns (Listing memory listing) {
        listing = listings[listingId];
        if (listing.owner == address(0)) revert ListingNotFound(listingId);
    }

    function _expires(Listing memory listing, Agreement memory agreement) private pure returns (uint256) {
        return agreement.startingTimestamp + agreement.numberOfUnits * unitSeconds(listing.unitOfTime);
    }
}
