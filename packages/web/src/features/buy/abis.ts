import { parseAbi } from 'viem';

/**
 * The contract functions buying calls, in human-readable form (the web bundle does not carry the
 * contracts package). Loaded only with the buy steps, never on a first paint.
 */
export const marketplaceBuyAbi = parseAbi([
  'function buyOffer(uint256 offerId, uint256 expectedPrice, address expectedCurrency)',
  'function buyOfferWithETH(uint256 offerId, uint256 expectedPrice) payable',
]);

export const vrNftMintAbi = parseAbi([
  'function mintWithPermit(uint256 tokenId, address to, address currency, uint256 mintingPrice, string uri, uint256 deadline, uint256 nonce, bytes signature)',
  'function mintPermitWithETH(uint256 tokenId, address to, address currency, uint256 mintingPrice, string uri, uint256 deadline, uint256 nonce, bytes signature) payable',
]);

export const erc20BuyAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
