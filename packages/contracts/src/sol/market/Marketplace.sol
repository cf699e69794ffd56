// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IdRegistry} from "./IdRegistry.sol";
import {MarketConfig} from "./MarketConfig.sol";
import {RoyaltyLookup} from "./RoyaltyLookup.sol";

/// @title Marketplace — fixed-price offers with the NFT held in escrow.
/// @notice Seller receives price − fee − royalty, the fee collector the fee, the ERC-2981 receiver
/// the royalty (capped at price − fee). Currency address(0) is the native coin. The fee rate is
/// fixed per offer when it is listed.
contract Marketplace is MarketConfig, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using IdRegistry for IdRegistry.Registry;

    /// Two slots per offer: each extra slot would add 22k gas to createOffer. Token ids must fit
    /// 208 bits. A closed offer is deleted (gas refund); its history lives in the events.
    struct Offer {
        address seller;
        uint96 price;
        uint208 tokenId;
        uint16 hostId;
        uint16 feeBps;
        uint16 currencyId;
    }

    struct OfferView {
        address hostContract;
        uint256 tokenId;
        address seller;
        uint256 price;
        address currency;
        uint16 feeBps;
        bool open;
    }

    mapping(uint256 offerId => Offer) private _offers;

    event OfferCreated(
        uint256 indexed offerId,
        address indexed hostContract,
        uint256 indexed tokenId,
        address seller,
        uint256 price,
        address currency,
        uint16 feeBps
    );
    event OfferPriceChanged(uint256 indexed offerId, uint256 oldPrice, uint256 newPrice);
    event OfferCancelled(uint256 indexed offerId, address indexed cancelledBy);
    event OfferBought(
        uint256 indexed offerId,
        address indexed buyer,
        address indexed seller,
        uint256 price,
        address currency,
        uint256 fee,
        uint256 royalty
    );

    error OfferNotOpen(uint256 offerId);
    error NotSeller(uint256 offerId, address caller);
    error SellerCannotBuy(uint256 offerId);
    error InvalidPrice(uint256 price);
    error TokenIdTooLarge(uint256 tokenId);
    error PriceMismatch(uint256 expected, uint256 actual);
    error CurrencyMismatch(address expected, address actual);
    error WrongCurrency(address currency);
    error WrongPayment(uint256 sent, uint256 required);
    error FeeOnTransferToken(address token);
    error NativeTransferFailed(address to);

    constructor(address admin, address feeCollector_, uint16 feeBps_) MarketConfig(admin, feeCollector_, feeBps_) {}

    /// Lists an owned NFT; the marketplace must be approved for it. The NFT moves into escrow.
    function createOffer(address hostContract, uint256 tokenId, uint256 price, address currency)
        external
        nonReentrant
        returns (uint256 offerId)
    {
        Config memory config = _config;
        if (config.paused) revert MarketPaused();
        _checkPrice(price);
        if (tokenId > type(uint208).max) revert TokenIdTooLarge(tokenId);
        (bool hostOk, uint16 hostId) = _hostContracts.supportedId(hostContract);
        if (!hostOk) revert HostContractNotSupported(hostContract);
        (bool currencyOk, uint16 currencyId) = _currencies.supportedId(currency);
        if (!currencyOk) revert CurrencyNotSupported(currency);

        offerId = config.nextOfferId;
        _config.nextOfferId = config.nextOfferId + 1;
        _offers[offerId] = Offer(msg.sender, uint96(price), uint208(tokenId), hostId, config.feeBps, currencyId);
        emit OfferCreated(offerId, hostContract, tokenId, msg.sender, price, currency, config.feeBps);
        IERC721(hostContract).transferFrom(msg.sender, address(this), tokenId);
    }

    /// Buys with the offer's ERC-20 currency (approve the marketplace first). expectedPrice and
    /// expectedCurrency guard against a change between the buyer's view and this transaction.
    function buyOffer(uint256 offerId, uint256 expectedPrice, address expectedCurrency) external nonReentrant {
        (Offer memory offer, address host, address collector) = _takeOffer(offerId, expectedPrice);
        address currency = _currencies.at(offer.currencyId);
        if (currency != expectedCurrency) revert CurrencyMismatch(expectedCurrency, currency);
        if (currency == address(0)) revert WrongCurrency(currency);
        (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 proceeds) =
            _split(host, offer.tokenId, offer.price, offer.feeBps);
        emit OfferBought(offerId, msg.sender, offer.seller, offer.price, currency, fee, royalty);

        IERC20 token = IERC20(currency);
        if (proceeds > 0) {
            // Balance delta on the seller's leg rejects fee-on-transfer and rebasing tokens.
            uint256 before = _balanceOf(token, offer.seller);
            token.safeTransferFrom(msg.sender, offer.seller, proceeds);
            if (_balanceOf(token, offer.seller) - before != proceeds) revert FeeOnTransferToken(currency);
        }
        if (fee > 0) token.safeTransferFrom(msg.sender, collector, fee);
        if (royalty > 0) token.safeTransferFrom(msg.sender, royaltyReceiver, royalty);
        IERC721(host).safeTransferFrom(address(this), msg.sender, offer.tokenId);
    }

    /// Buys an offer priced in the native coin; msg.value must equal the price.
    function buyOfferWithETH(uint256 offerId, uint256 expectedPrice) external payable nonReentrant {
        (Offer memory offer, address host, address collector) = _takeOffer(offerId, expectedPrice);
        if (offer.currencyId != NATIVE_CURRENCY_ID) revert WrongCurrency(_currencies.at(offer.currencyId));
        if (msg.value != offer.price) revert WrongPayment(msg.value, offer.price);
        (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 proceeds) =
            _split(host, offer.tokenId, offer.price, offer.feeBps);
        emit OfferBought(offerId, msg.sender, offer.seller, offer.price, address(0), fee, royalty);

        _sendNative(offer.seller, proceeds);
        _sendNative(collector, fee);
        _sendNative(royaltyReceiver, royalty);
        IERC721(host).safeTransferFrom(address(this), msg.sender, offer.tokenId);
    }

    /// The seller, or an operator, closes an offer; the NFT returns to the seller. Works while paused.
    function cancelOffer(uint256 offerId) external nonReentrant {
        Offer memory offer = _offers[offerId];
        if (offer.seller == address(0)) revert OfferNotOpen(offerId);
        if (msg.sender != offer.seller && !hasRole(OPERATOR_ROLE, msg.sender)) revert NotSeller(offerId, msg.sender);
        delete _offers[offerId];
        emit OfferCancelled(offerId, msg.sender);
        IERC721(_hostContracts.at(offer.hostId)).transferFrom(address(this), offer.seller, offer.tokenId);
    }

    /// The seller reprices an open offer; the fee rate fixed at listing stays.
    function changeOfferPrice(uint256 offerId, uint256 newPrice) external {
        Offer storage offer = _offers[offerId];
        address seller = offer.seller;
        if (seller == address(0)) revert OfferNotOpen(offerId);
        if (msg.sender != seller) revert NotSeller(offerId, msg.sender);
        if (_config.paused) revert MarketPaused();
        _checkPrice(newPrice);
        uint256 oldPrice = offer.price;
        offer.price = uint96(newPrice);
        emit OfferPriceChanged(offerId, oldPrice, newPrice);
    }

    function getOffer(uint256 offerId) external view returns (OfferView memory) {
        Offer memory offer = _offers[offerId];
        if (offer.seller == address(0)) return OfferView(address(0), 0, address(0), 0, address(0), 0, false);
        return OfferView(
            _hostContracts.at(offer.hostId),
            offer.tokenId,
            offer.seller,
            offer.price,
            _currencies.at(offer.currencyId),
            offer.feeBps,
            true
        );
    }

    /// What a sale at `price` would pay out at the current fee (the sell dialog's review step).
    function previewSale(address hostContract, uint256 tokenId, uint256 price)
        external
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 sellerProceeds)
    {
        return _split(hostContract, tokenId, price, _config.feeBps);
    }

    /// Checks an offer is open and unchanged, then deletes it (effects before interactions).
    function _takeOffer(uint256 offerId, uint256 expectedPrice)
        private
        returns (Offer memory offer, address host, address collector)
    {
        Config memory config = _config;
        if (config.paused) revert MarketPaused();
        offer = _offers[offerId];
        if (offer.seller == address(0)) revert OfferNotOpen(offerId);
        if (offer.seller == msg.sender) revert SellerCannotBuy(offerId);
        if (offer.price != expectedPrice) revert PriceMismatch(expectedPrice, offer.price);
        delete _offers[offerId];
        return (offer, _hostContracts.at(offer.hostId), config.feeCollector);
    }

    function _split(address hostContract, uint256 tokenId, uint256 price, uint16 feeBps)
        private
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 proceeds)
    {
        fee = price * feeBps / BPS;
        (royaltyReceiver, royalty) = RoyaltyLookup.royaltyOf(hostContract, tokenId, price);
        // fee ≤ price (feeBps ≤ MAX_FEE_BPS < BPS) and royalty is capped at price − fee.
        unchecked {
            uint256 rest = price - fee;
            if (royalty > rest) royalty = rest;
            proceeds = rest - royalty;
        }
    }

    function _checkPrice(uint256 price) private pure {
        if (price == 0 || price > type(uint96).max) revert InvalidPrice(price);
    }

    /// `token.balanceOf(account)` without the ABI helpers of a high-level call (two per ERC-20 sale).
    function _balanceOf(IERC20 token, address account) private view returns (uint256 amount) {
        assembly ("memory-safe") {
            mstore(0x00, shl(224, 0x70a08231))
            mstore(0x04, account)
            let ok := staticcall(gas(), token, 0x00, 0x24, 0x00, 0x20)
            if iszero(and(ok, gt(returndatasize(), 0x1f))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            amount := mload(0x00)
        }
    }

    /// Copies no return data: a recipient cannot make the buyer pay for a huge return buffer.
    function _sendNative(address to, uint256 amount) private {
        if (amount == 0) return;
        bool ok;
        assembly ("memory-safe") {
            ok := call(gas(), to, amount, 0, 0, 0, 0)
        }
        if (!ok) revert NativeTransferFailed(to);
    }
}
