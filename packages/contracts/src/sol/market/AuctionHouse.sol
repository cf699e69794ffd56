// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IdRegistry} from "./IdRegistry.sol";
import {MarketConfig} from "./MarketConfig.sol";
import {RoyaltyLookup} from "./RoyaltyLookup.sol";

/// @title AuctionHouse — timed English auctions with the NFT held in escrow.
/// @notice The spec's "Auction offer". Bids start at the reserve, then must beat the highest bid
/// by the auction's minimum increment; a bid in the last EXTENSION seconds moves the end to
/// EXTENSION after it. After the end anyone settles: the winner gets the NFT, the seller the
/// price − fee − royalty (ERC-2981, capped at price − fee), the fee collector the fee. Fee and
/// increment are fixed per auction at creation. Payouts are pushed with bounded gas; a payout the
/// receiver refuses is credited and withdrawn by its owner (`withdraw`). Auction ids come from
/// MarketConfig's offer counter (`nextOfferId`). Currency address(0) is the native coin.
contract AuctionHouse is MarketConfig, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using IdRegistry for IdRegistry.Registry;

    uint256 public constant EXTENSION = 10 minutes;
    uint256 public constant MIN_DURATION = 1 hours;
    uint256 public constant MAX_DURATION = 7 days;
    uint16 public constant MAX_INCREMENT_BPS = 10_000;
    /// Gas a pushed payout may use. Enough for a smart-wallet's receive or a proxied token's
    /// transfer; a receiver that needs more (or reverts) is credited instead of blocking the call.
    uint256 internal constant PUSH_GAS_NATIVE = 30_000;
    uint256 internal constant PUSH_GAS_TOKEN = 100_000;

    /// Three slots. Until the first bid `highestPrice` holds the reserve (a bid must reach it), so
    /// the reserve needs no slot of its own. endTime fits 32 bits until 2106. A closed auction is
    /// deleted (gas refund); its history lives in the events.
    struct Auction {
        address seller;
        uint32 endTime;
        uint16 hostId;
        uint16 currencyId;
        uint16 feeBps;
        uint16 minIncrementBps;
        address highestBidder;
        uint96 highestPrice;
        uint256 tokenId;
    }

    struct AuctionView {
        address seller;
        uint16 feeBps;
        uint16 minIncrementBps;
        bool closed;
        address hostContract;
        uint256 tokenId;
        address currency;
        uint256 endTime;
        address highestBidder;
        /// 0 until the first bid.
        uint256 highestPrice;
        /// The least the next bid must be: the reserve, then highestPrice plus the increment.
        uint256 minimumBid;
    }

    /// Default increment for new auctions; each auction keeps the value it was created with.
    uint16 public minIncrementBps;
    mapping(uint256 auctionId => Auction) private _auctions;
    /// Payouts whose push failed, per account and currency, until withdrawn.
    mapping(address account => mapping(address currency => uint256)) public credits;

    event AuctionCreated(
        uint256 indexed auctionId,
        address indexed hostContract,
        uint256 indexed tokenId,
        address seller,
        address currency,
        uint256 reservePrice,
        uint256 endTime,
        uint16 feeBps,
        uint16 minIncrementBps
    );
    /// `endTime` is the auction's end after this bid (moved by anti-sniping or unchanged).
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 amount, uint256 endTime);
    /// The outbid bidder's money: sent back, or `credited` to withdraw (see Credited).
    event BidRefunded(uint256 indexed auctionId, address indexed bidder, uint256 amount, bool credited);
    /// No bid: winner is address(0), price, fee and royalty 0, and the NFT went back to the seller.
    event AuctionSettled(
        uint256 indexed auctionId,
        address indexed winner,
        address indexed seller,
        uint256 price,
        address currency,
        uint256 fee,
        uint256 royalty
    );
    event AuctionCancelled(uint256 indexed auctionId, address indexed seller);
    /// `balance` is the account's whole credit in that currency after this one.
    event Credited(address indexed account, address indexed currency, uint256 amount, uint256 balance);
    event Withdrawn(address indexed account, address indexed currency, uint256 amount);
    event MinIncrementChanged(uint16 oldBps, uint16 newBps);

    error AuctionNotOpen(uint256 auctionId);
    error NotSeller(uint256 auctionId, address caller);
    error SellerCannotBid(uint256 auctionId);
    error InvalidPrice(uint256 price);
    error InvalidEndTime(uint256 endTime, uint256 earliest, uint256 latest);
    error AuctionEnded(uint256 auctionId, uint256 endTime);
    error AuctionNotEnded(uint256 auctionId, uint256 endTime);
    error BidTooLow(uint256 amount, uint256 minimum);
    error AuctionHasBids(uint256 auctionId);
    error WrongCurrency(address currency);
    error FeeOnTransferToken(address token);
    error NativeTransferFailed(address to);
    error NothingToWithdraw(address account, address currency);
    error MinIncrementOutOfRange(uint256 bps);

    constructor(address admin, address feeCollector_, uint16 feeBps_, uint16 minIncrementBps_)
        MarketConfig(admin, feeCollector_, feeBps_)
    {
        _checkIncrement(minIncrementBps_);
        minIncrementBps = minIncrementBps_;
        // MarketConfig grants it for delisting offers; only a seller may cancel an auction.
        _revokeRole(OPERATOR_ROLE, admin);
    }

    /// Puts an owned NFT up for auction until `endTime` (1 hour to 7 days from now); the auction
    /// house must be approved for it. The NFT moves into escrow.
    function createAuction(
        address hostContract,
        uint256 tokenId,
        address currency,
        uint256 reservePrice,
        uint256 endTime
    ) external nonReentrant returns (uint256 auctionId) {
        Config memory config = _config;
        if (config.paused) revert MarketPaused();
        _checkPrice(reservePrice);
        if (endTime < block.timestamp + MIN_DURATION || endTime > block.timestamp + MAX_DURATION) {
            revert InvalidEndTime(endTime, block.timestamp + MIN_DURATION, block.timestamp + MAX_DURATION);
        }
        (bool hostOk, uint16 hostId) = _hostContracts.supportedId(hostContract);
        if (!hostOk) revert HostContractNotSupported(hostContract);
        (bool currencyOk, uint16 currencyId) = _currencies.supportedId(currency);
        if (!currencyOk) revert CurrencyNotSupported(currency);

        uint16 incrementBps = minIncrementBps;
        auctionId = config.nextOfferId;
        _config.nextOfferId = config.nextOfferId + 1;
        _auctions[auctionId] = Auction(
            msg.sender,
            uint32(endTime),
            hostId,
            currencyId,
            config.feeBps,
            incrementBps,
            address(0),
            uint96(reservePrice),
            tokenId
        );
        emit AuctionCreated(
            auctionId, hostContract, tokenId, msg.sender, currency, reservePrice, endTime, config.feeBps, incrementBps
        );
        IERC721(hostContract).transferFrom(msg.sender, address(this), tokenId);
    }

    /// Bids `amount` of the auction's ERC-20 currency (approve the auction house first).
    function bid(uint256 auctionId, uint256 amount) external nonReentrant {
        (address previousBidder, uint256 previousPrice, uint16 currencyId) = _placeBid(auctionId, amount);
        address currency = _currencies.at(currencyId);
        if (currency == address(0)) revert WrongCurrency(currency);
        IERC20 token = IERC20(currency);
        // Balance delta rejects fee-on-transfer and rebasing tokens: every bid must be held in full.
        uint256 before = _balanceOf(token, address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        if (_balanceOf(token, address(this)) - before != amount) revert FeeOnTransferToken(currency);
        _refund(auctionId, currency, previousBidder, previousPrice);
    }

    /// Bids msg.value on an auction in the native coin.
    function bidWithETH(uint256 auctionId) external payable nonReentrant {
        (address previousBidder, uint256 previousPrice, uint16 currencyId) = _placeBid(auctionId, msg.value);
        if (currencyId != NATIVE_CURRENCY_ID) revert WrongCurrency(_currencies.at(currencyId));
        _refund(auctionId, address(0), previousBidder, previousPrice);
    }

    /// Anyone, once the auction has ended: the NFT to the winner and the price split, or with no
    /// bid the NFT back to the seller. Works while paused, so nothing stays locked.
    function settle(uint256 auctionId) external nonReentrant {
        Auction memory auction = _auctions[auctionId];
        if (auction.seller == address(0)) revert AuctionNotOpen(auctionId);
        if (block.timestamp < auction.endTime) revert AuctionNotEnded(auctionId, auction.endTime);
        delete _auctions[auctionId];
        address host = _hostContracts.at(auction.hostId);
        address currency = _currencies.at(auction.currencyId);

        if (auction.highestBidder == address(0)) {
            emit AuctionSettled(auctionId, address(0), auction.seller, 0, currency, 0, 0);
            IERC721(host).transferFrom(address(this), auction.seller, auction.tokenId);
            return;
        }
        uint256 price = auction.highestPrice;
        uint256 fee = price * auction.feeBps / BPS;
        (address royaltyReceiver, uint256 royalty) = RoyaltyLookup.royaltyOf(host, auction.tokenId, price);
        // fee ≤ price (feeBps ≤ MAX_FEE_BPS < BPS) and royalty is capped at price − fee.
        uint256 proceeds;
        unchecked {
            uint256 rest = price - fee;
            if (royalty > rest) royalty = rest;
            proceeds = rest - royalty;
        }
        emit AuctionSettled(auctionId, auction.highestBidder, auction.seller, price, currency, fee, royalty);
        _pay(currency, auction.seller, proceeds);
        _pay(currency, _config.feeCollector, fee);
        _pay(currency, royaltyReceiver, royalty);
        // transferFrom, not safeTransferFrom: a winner contract that rejects ERC-721s cannot block
        // the seller's payout.
        IERC721(host).transferFrom(address(this), auction.highestBidder, auction.tokenId);
    }

    /// The seller takes the NFT back while no bid has been placed. Works while paused.
    function cancel(uint256 auctionId) external nonReentrant {
        Auction memory auction = _auctions[auctionId];
        if (auction.seller == address(0)) revert AuctionNotOpen(auctionId);
        if (msg.sender != auction.seller) revert NotSeller(auctionId, msg.sender);
        if (auction.highestBidder != address(0)) revert AuctionHasBids(auctionId);
        delete _auctions[auctionId];
        emit AuctionCancelled(auctionId, msg.sender);
        IERC721(_hostContracts.at(auction.hostId)).transferFrom(address(this), auction.seller, auction.tokenId);
    }

    /// Sends the caller everything credited to them in `currency`. Works while paused.
    function withdraw(address currency) external nonReentrant {
        uint256 amount = credits[msg.sender][currency];
        if (amount == 0) revert NothingToWithdraw(msg.sender, currency);
        credits[msg.sender][currency] = 0;
        emit Withdrawn(msg.sender, currency, amount);
        if (currency == address(0)) {
            (bool ok,) = msg.sender.call{value: amount}("");
            if (!ok) revert NativeTransferFailed(msg.sender);
        } else {
            IERC20(currency).safeTransfer(msg.sender, amount);
        }
    }

    /// The increment new auctions get; open auctions keep theirs.
    function setMinIncrement(uint16 newBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _checkIncrement(newBps);
        emit MinIncrementChanged(minIncrementBps, newBps);
        minIncrementBps = newBps;
    }

    function getAuction(uint256 auctionId) external view returns (AuctionView memory view_) {
        Auction memory auction = _auctions[auctionId];
        if (auction.seller == address(0)) {
            view_.closed = true;
            return view_;
        }
        bool hasBid = auction.highestBidder != address(0);
        return AuctionView({
            seller: auction.seller,
            feeBps: auction.feeBps,
            minIncrementBps: auction.minIncrementBps,
            closed: false,
            hostContract: _hostContracts.at(auction.hostId),
            tokenId: auction.tokenId,
            currency: _currencies.at(auction.currencyId),
            endTime: auction.endTime,
            highestBidder: auction.highestBidder,
            highestPrice: hasBid ? auction.highestPrice : 0,
            minimumBid: _minimumBid(auction.highestBidder, auction.highestPrice, auction.minIncrementBps)
        });
    }

    /// Checks and records a bid (effects before interactions); returns whom to refund.
    function _placeBid(uint256 auctionId, uint256 amount)
        private
        returns (address previousBidder, uint256 previousPrice, uint16 currencyId)
    {
        if (_config.paused) revert MarketPaused();
        Auction storage auction = _auctions[auctionId];
        address seller = auction.seller;
        uint256 endTime = auction.endTime;
        if (seller == address(0)) revert AuctionNotOpen(auctionId);
        if (block.timestamp >= endTime) revert AuctionEnded(auctionId, endTime);
        if (msg.sender == seller) revert SellerCannotBid(auctionId);
        previousBidder = auction.highestBidder;
        previousPrice = auction.highestPrice;
        uint256 minimum = _minimumBid(previousBidder, previousPrice, auction.minIncrementBps);
        if (amount < minimum) revert BidTooLow(amount, minimum);
        if (amount > type(uint96).max) revert InvalidPrice(amount);
        if (previousBidder == address(0)) previousPrice = 0; // it held the reserve: nobody to refund

        auction.highestBidder = msg.sender;
        auction.highestPrice = uint96(amount);
        if (endTime - block.timestamp < EXTENSION) {
            endTime = block.timestamp + EXTENSION;
            auction.endTime = uint32(endTime);
        }
        currencyId = auction.currencyId;
        emit BidPlaced(auctionId, msg.sender, amount, endTime);
    }

    function _refund(uint256 auctionId, address currency, address bidder, uint256 amount) private {
        if (bidder == address(0)) return;
        emit BidRefunded(auctionId, bidder, amount, !_pay(currency, bidder, amount));
    }

    /// Pushes `amount` with bounded gas; if the receiver refuses it, credits it for `withdraw`.
    function _pay(address currency, address to, uint256 amount) private returns (bool sent) {
        if (amount == 0) return true;
        sent = currency == address(0) ? _tryNative(to, amount) : _tryToken(currency, to, amount);
        if (!sent) {
            uint256 balance = credits[to][currency] + amount;
            credits[to][currency] = balance;
            emit Credited(to, currency, amount, balance);
        }
    }

    /// Copies no return data: a receiver cannot make the caller pay for a huge return buffer.
    function _tryNative(address to, uint256 amount) private returns (bool ok) {
        assembly ("memory-safe") {
            ok := call(PUSH_GAS_NATIVE, to, amount, 0, 0, 0, 0)
        }
    }

    /// `token.transfer(to, amount)` that reports failure instead of reverting (false, a revert or
    /// running out of its gas all count as refused), reading at most one word of return data.
    function _tryToken(address token, address to, uint256 amount) private returns (bool ok) {
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, shl(224, 0xa9059cbb))
            mstore(add(ptr, 0x04), to)
            mstore(add(ptr, 0x24), amount)
            ok := call(PUSH_GAS_TOKEN, token, 0, ptr, 0x44, 0x00, 0x20)
            ok := and(ok, or(iszero(returndatasize()), and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1))))
        }
    }

    function _minimumBid(address highestBidder, uint256 highestPrice, uint16 incrementBps)
        private
        pure
        returns (uint256)
    {
        if (highestBidder == address(0)) return highestPrice; // the reserve
        uint256 increment = highestPrice * incrementBps / BPS;
        return highestPrice + (increment == 0 ? 1 : increment);
    }

    function _checkPrice(uint256 price) private pure {
        if (price == 0 || price > type(uint96).max) revert InvalidPrice(price);
    }

    function _checkIncrement(uint16 bps) private pure {
        if (bps == 0 || bps > MAX_INCREMENT_BPS) revert MinIncrementOutOfRange(bps);
    }

    /// `token.balanceOf(account)` without the ABI helpers of a high-level call (two per ERC-20 bid).
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
}
