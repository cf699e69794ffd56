// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {OfferBook} from "../../../src/sol/market/OfferBook.sol";

/// A smart-wallet buyer (EIP-1271): a signature is valid when its `owner` key signed the digest.
/// `mode` makes it misbehave: approve anything, refuse everything, or write to its storage while
/// it is asked (which the OfferBook's staticcall forbids).
contract WalletBuyer {
    enum Mode {
        Honest,
        ApproveAll,
        RefuseAll,
        WriteWhileAsked
    }

    address public immutable owner;
    Mode public mode;
    uint256 public asked;

    constructor(address owner_) {
        owner = owner_;
    }

    function setMode(Mode mode_) external {
        mode = mode_;
    }

    function approve(ERC20 token, address spender) external {
        token.approve(spender, type(uint256).max);
    }

    function cancelOffer(OfferBook book, uint256 nonce) external {
        book.cancelOffer(nonce);
    }

    /// Not `view`, so WriteWhileAsked can try to write: under the OfferBook's staticcall it fails.
    function isValidSignature(bytes32 digest, bytes calldata signature) external returns (bytes4) {
        if (mode == Mode.ApproveAll) return IERC1271.isValidSignature.selector;
        if (mode == Mode.RefuseAll) return 0xffffffff;
        if (mode == Mode.WriteWhileAsked) asked++;
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        return err == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : bytes4(0);
    }
}

/// An offer currency that calls back into the OfferBook during transferFrom once armed.
contract ReentrantOfferToken is ERC20("Reentrant", "RE") {
    address public target;
    bytes public payload;
    bytes public reentryError;

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (target != address(0)) {
            address to_ = target;
            target = address(0);
            (bool ok, bytes memory ret) = to_.call(payload);
            if (!ok) {
                assembly {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
        return super.transferFrom(from, to, value);
    }
}

/// An NFT contract that calls back into the OfferBook during transferFrom once armed.
contract ReentrantNft is ERC721("Reentrant NFT", "RNFT") {
    address public target;
    bytes public payload;

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    function transferFrom(address from, address to, uint256 tokenId) public override {
        if (target != address(0)) {
            address to_ = target;
            target = address(0);
            (bool ok, bytes memory ret) = to_.call(payload);
            if (!ok) {
                assembly {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
        super.transferFrom(from, to, tokenId);
    }
}

/// A currency whose transferFrom returns false instead of reverting.
contract FalseToken is ERC20("False", "FALSE") {
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transferFrom(address, address, uint256) public pure override returns (bool) {
        return false;
    }
}
