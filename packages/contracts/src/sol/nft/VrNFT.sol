// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ERC4907} from "./ERC4907.sol";

/// @title VrNFT — the marketplace's own collection, lazily minted with EIP-712 permits.
/// @notice The api signs a MintPermit with a MINTER_ROLE key; whoever submits it pays the minting
/// price (ERC-20 or native coin) to the treasury and `to` receives the token. Token URI is
/// baseURI + tokenId; the permit's `uri` is signed and emitted for the indexer, not stored
/// (storing it would add ~22k gas per started 32 bytes of uri to every mint).
contract VrNFT is ERC4907, ERC2981, AccessControl, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant MINT_PERMIT_TYPEHASH = keccak256(
        "MintPermit(uint256 tokenId,address to,address currency,uint256 mintingPrice,string uri,uint256 deadline,uint256 nonce)"
    );

    /// Treasury and pause flag share one slot: a mint reads both with one SLOAD.
    address public treasury;
    bool public mintingPaused;
    string private _baseTokenURI;
    /// Used permit nonces as a bitmap (256 per word), so sequential nonces mostly cost a warm write.
    mapping(uint256 wordIndex => uint256 bits) private _usedNonces;

    event PermitMinted(
        uint256 indexed tokenId,
        address indexed to,
        address indexed payer,
        address currency,
        uint256 mintingPrice,
        uint256 nonce,
        string uri
    );
    event PermitNonceCancelled(uint256 indexed nonce, address indexed by);
    event TreasuryChanged(address indexed treasury);
    event BaseURIChanged(string baseURI);
    event MintingPausedChanged(bool paused, address indexed by);

    error PermitExpired(uint256 deadline);
    error PermitNonceUsed(uint256 nonce);
    error InvalidPermitSigner(address recovered);
    error WrongCurrency(address currency);
    error WrongPayment(uint256 sent, uint256 required);
    error MintingPaused();
    error ZeroAddress();
    error TreasuryTransferFailed();

    constructor(string memory name_, string memory symbol_, string memory baseURI_, address admin, address treasury_)
        ERC721(name_, symbol_)
        EIP712(name_, "1")
    {
        if (admin == address(0) || treasury_ == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
        treasury = treasury_;
        _baseTokenURI = baseURI_;
    }

    // ---- minting -------------------------------------------------------------------------

    /// Mints with an ERC-20 minting price, pulled from msg.sender (approve this contract first).
    function mintWithPermit(
        uint256 tokenId,
        address to,
        address currency,
        uint256 mintingPrice,
        string calldata uri,
        uint256 deadline,
        uint256 nonce,
        bytes calldata signature
    ) external nonReentrant {
        if (currency == address(0)) revert WrongCurrency(currency);
        address treasury_ = _consumePermit(tokenId, to, currency, mintingPrice, uri, deadline, nonce, signature);
        _mint(to, tokenId);
        emit PermitMinted(tokenId, to, msg.sender, currency, mintingPrice, nonce, uri);
        if (mintingPrice > 0) IERC20(currency).safeTransferFrom(msg.sender, treasury_, mintingPrice);
    }

    /// Mints with a native-coin minting price (currency address(0)); msg.value must equal it.
    function mintPermitWithETH(
        uint256 tokenId,
        address to,
        address currency,
        uint256 mintingPrice,
        string calldata uri,
        uint256 deadline,
        uint256 nonce,
        bytes calldata signature
    ) external payable nonReentrant {
        if (currency != address(0)) revert WrongCurrency(currency);
        if (msg.value != mintingPrice) revert WrongPayment(msg.value, mintingPrice);
        address treasury_ = _consumePermit(tokenId, to, currency, mintingPrice, uri, deadline, nonce, signature);
        _mint(to, tokenId);
        emit PermitMinted(tokenId, to, msg.sender, currency, mintingPrice, nonce, uri);
        if (mintingPrice > 0) {
            (bool ok,) = treasury_.call{value: mintingPrice}("");
            if (!ok) revert TreasuryTransferFailed();
        }
    }

    /// Revokes a permit that was handed out but not used yet.
    function cancelPermitNonce(uint256 nonce) external onlyRole(MINTER_ROLE) {
        _useNonce(nonce);
        emit PermitNonceCancelled(nonce, msg.sender);
    }

    function isPermitNonceUsed(uint256 nonce) external view returns (bool) {
        return _usedNonces[nonce >> 8] & (1 << (nonce & 0xff)) != 0;
    }

    /// EIP-712 digest of a permit (for off-chain signers and tests).
    function hashMintPermit(
        uint256 tokenId,
        address to,
        address currency,
        uint256 mintingPrice,
        string calldata uri,
        uint256 deadline,
        uint256 nonce
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    MINT_PERMIT_TYPEHASH, tokenId, to, currency, mintingPrice, keccak256(bytes(uri)), deadline, nonce
                )
            )
        );
    }

    function _consumePermit(
        uint256 tokenId,
        address to,
        address currency,
        uint256 mintingPrice,
        string calldata uri,
        uint256 deadline,
        uint256 nonce,
        bytes calldata signature
    ) private returns (address treasury_) {
        if (mintingPaused) revert MintingPaused();
        if (block.timestamp > deadline) revert PermitExpired(deadline);
        _useNonce(nonce);
        bytes32 digest = hashMintPermit(tokenId, to, currency, mintingPrice, uri, deadline, nonce);
        address signer = ECDSA.recover(digest, signature);
        if (!hasRole(MINTER_ROLE, signer)) revert InvalidPermitSigner(signer);
        return treasury;
    }

    function _useNonce(uint256 nonce) private {
        uint256 bit = 1 << (nonce & 0xff);
        uint256 word = _usedNonces[nonce >> 8];
        if (word & bit != 0) revert PermitNonceUsed(nonce);
        _usedNonces[nonce >> 8] = word | bit;
    }

    // ---- administration ------------------------------------------------------------------

    function setMintingPaused(bool paused) external onlyRole(PAUSER_ROLE) {
        mintingPaused = paused;
        emit MintingPausedChanged(paused, msg.sender);
    }

    function setTreasury(address treasury_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasuryChanged(treasury_);
    }

    function setBaseURI(string calldata baseURI_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _baseTokenURI = baseURI_;
        emit BaseURIChanged(baseURI_);
    }

    function setDefaultRoyalty(address receiver, uint96 feeBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setDefaultRoyalty(receiver, feeBps);
    }

    function setTokenRoyalty(uint256 tokenId, address receiver, uint96 feeBps) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setTokenRoyalty(tokenId, receiver, feeBps);
    }

    // ---- views and overrides -------------------------------------------------------------

    function exists(uint256 tokenId) external view returns (bool) {
        return _ownerOf(tokenId) != address(0);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC4907, ERC2981, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
