// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IdRegistry} from "./IdRegistry.sol";
import {MarketConfig} from "./MarketConfig.sol";
import {RoyaltyLookup} from "./RoyaltyLookup.sol";

/// @title OfferBook — buyers' signed offers for an NFT or any token of a collection, accepted by the owner.
/// @notice Nothing is escrowed: a buyer signs an EIP-712 `Offer` and keeps the money until an owner
/// accepts it. Then, in one transaction, the amount less fee and royalty goes from the buyer to the
/// owner, the fee to the fee collector, the ERC-2981 royalty (capped at amount − fee) to its
/// receiver, and the NFT to the buyer. Currencies are ERC-20s (the native coin through its wrapped
/// token). An offer fills at most once: its nonce is used up by accepting or cancelling it, and
/// `cancelAllOffers` bumps the buyer's counter, which every offer signs.
contract OfferBook is MarketConfig, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using IdRegistry for IdRegistry.Registry;

    /// `tokenRoot` zero: an offer for `tokenId` of `hostContract`. Otherwise a collection offer for
    /// any token whose leaf keccak256(bytes.concat(keccak256(abi.encode(tokenId)))) is in the tree
    /// of that root (OpenZeppelin's StandardMerkleTree leaf), and `tokenId` is not read.
    struct Offer {
        address buyer;
        address hostContract;
        uint256 tokenId;
        bytes32 tokenRoot;
        address currency;
        uint256 amount;
        uint256 expiry;
        uint256 nonce;
        uint256 counter;
    }

    bytes32 public constant OFFER_TYPEHASH = keccak256(
        "Offer(address buyer,address hostContract,uint256 tokenId,bytes32 tokenRoot,address currency,uint256 amount,uint256 expiry,uint256 nonce,uint256 counter)"
    );

    /// Used nonces per buyer, 256 to a word: sequential nonces mostly rewrite a non-zero word.
    mapping(address buyer => mapping(uint256 wordIndex => uint256 bits)) private _usedNonces;
    mapping(address buyer => uint256) private _counters;

    event OfferAccepted(
        bytes32 indexed offerHash,
        address indexed buyer,
        address indexed seller,
        address hostContract,
        uint256 tokenId,
        address currency,
        uint256 amount,
        uint256 fee,
        uint256 royalty,
        uint256 nonce
    );
    event OfferCancelled(address indexed buyer, uint256 indexed nonce);
    /// `counter` is the buyer's new counter: every offer signed with a lower one is void.
    event OffersCancelledAll(address indexed buyer, uint256 counter);

    error OfferExpired(uint256 expiry);
    error OfferNonceUsed(address buyer, uint256 nonce);
    error OfferCounterStale(uint256 signed, uint256 current);
    error InvalidOfferSignature(address buyer);
    error TokenNotInOffer(uint256 tokenId);
    error BuyerCannotAccept(address buyer);
    error InvalidAmount(uint256 amount);

    constructor(address admin, address feeCollector_, uint16 feeBps_)
        MarketConfig(admin, feeCollector_, feeBps_)
        EIP712("OfferBook", "1")
    {
        // Nobody acts on another's offer: no operator.
        _revokeRole(OPERATOR_ROLE, admin);
    }

    /// The owner of `tokenId` accepts `offer` (the OfferBook must be approved for the NFT). For a
    /// collection offer, `proof` shows `tokenId` is in its tree; for an NFT offer it is empty and
    /// `tokenId` must be the offer's.
    function acceptOffer(Offer calldata offer, bytes calldata signature, uint256 tokenId, bytes32[] calldata proof)
        external
        nonReentrant
    {
        Config memory config = _config;
        if (config.paused) revert MarketPaused();
        bytes32 offerHash = _checkOffer(offer, signature, tokenId, proof);
        _useNonce(offer.buyer, offer.nonce);
        _fill(offer, offerHash, tokenId, config.feeCollector, config.feeBps);
    }

    /// Everything an offer must pass to be accepted by msg.sender for `tokenId`, but its nonce.
    function _checkOffer(Offer calldata offer, bytes calldata signature, uint256 tokenId, bytes32[] calldata proof)
        private
        view
        returns (bytes32 offerHash)
    {
        if (block.timestamp >= offer.expiry) revert OfferExpired(offer.expiry);
        if (offer.amount == 0) revert InvalidAmount(0);
        address buyer = offer.buyer;
        if (buyer == msg.sender) revert BuyerCannotAccept(buyer);
        if (offer.tokenRoot == bytes32(0)) {
            if (tokenId != offer.tokenId) revert TokenNotInOffer(tokenId);
        } else if (!MerkleProof.verifyCalldata(proof, offer.tokenRoot, _leaf(tokenId))) {
            revert TokenNotInOffer(tokenId);
        }
        uint256 counter = _counters[buyer];
        if (offer.counter != counter) revert OfferCounterStale(offer.counter, counter);
        if (!_hostContracts.isSupported(offer.hostContract)) revert HostContractNotSupported(offer.hostContract);
        if (offer.currency == address(0) || !_currencies.isSupported(offer.currency)) {
            revert CurrencyNotSupported(offer.currency);
        }
        offerHash = hashOffer(offer);
        if (!SignatureChecker.isValidSignatureNow(buyer, offerHash, signature)) revert InvalidOfferSignature(buyer);
    }

    /// Pays the owner, the fee collector and the royalty receiver from the buyer, then hands the NFT over.
    function _fill(Offer calldata offer, bytes32 offerHash, uint256 tokenId, address feeCollector_, uint16 feeBps)
        private
    {
        (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 proceeds) =
            _split(offer.hostContract, tokenId, offer.amount, feeBps);
        _emitAccepted(offer, offerHash, tokenId, fee, royalty);
        // Currencies are admin-listed plain ERC-20s and the buyer signed for this one: no
        // balance-delta check as the Marketplace makes for its sellers.
        IERC20 token = IERC20(offer.currency);
        if (proceeds > 0) token.safeTransferFrom(offer.buyer, msg.sender, proceeds);
        if (fee > 0) token.safeTransferFrom(offer.buyer, feeCollector_, fee);
        if (royalty > 0) token.safeTransferFrom(offer.buyer, royaltyReceiver, royalty);
        // transferFrom, not safeTransferFrom: the buyer signed for this NFT, and a buyer contract
        // that rejects ERC-721s could otherwise only fail the owner's transaction.
        IERC721(offer.hostContract).transferFrom(msg.sender, offer.buyer, tokenId);
    }

    /// The buyer voids one offer by its nonce (works while paused).
    function cancelOffer(uint256 nonce) external {
        _useNonce(msg.sender, nonce);
        emit OfferCancelled(msg.sender, nonce);
    }

    /// The buyer voids every offer signed so far (works while paused).
    function cancelAllOffers() external {
        uint256 counter = _counters[msg.sender] + 1;
        _counters[msg.sender] = counter;
        emit OffersCancelledAll(msg.sender, counter);
    }

    function counterOf(address buyer) external view returns (uint256) {
        return _counters[buyer];
    }

    function isNonceUsed(address buyer, uint256 nonce) external view returns (bool) {
        return _usedNonces[buyer][nonce >> 8] & (1 << (nonce & 0xff)) != 0;
    }

    /// The EIP-712 digest the buyer signs (what `OfferAccepted` names the offer by).
    function hashOffer(Offer calldata offer) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(OFFER_TYPEHASH, offer)));
    }

    /// What accepting an offer of `price` would pay out at the current fee (the Accept review).
    function previewSale(address hostContract, uint256 tokenId, uint256 price)
        external
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 sellerProceeds)
    {
        return _split(hostContract, tokenId, price, _config.feeBps);
    }

    function _emitAccepted(Offer calldata offer, bytes32 offerHash, uint256 tokenId, uint256 fee, uint256 royalty)
        private
    {
        emit OfferAccepted(
            offerHash,
            offer.buyer,
            msg.sender,
            offer.hostContract,
            tokenId,
            offer.currency,
            offer.amount,
            fee,
            royalty,
            offer.nonce
        );
    }

    function _useNonce(address buyer, uint256 nonce) private {
        uint256 bit = 1 << (nonce & 0xff);
        uint256 bits = _usedNonces[buyer][nonce >> 8];
        if (bits & bit != 0) revert OfferNonceUsed(buyer, nonce);
        _usedNonces[buyer][nonce >> 8] = bits | bit;
    }

    function _leaf(uint256 tokenId) private pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(tokenId))));
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
}
