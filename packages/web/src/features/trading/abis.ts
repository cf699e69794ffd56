import { parseAbi } from 'viem';

/**
 * The few contract functions the owner actions call (packages/contracts README). Written here in
 * human-readable form so the web bundle does not carry the contracts package (bytecode, dev keys).
 */
export const vrNftAbi = parseAbi([
  'function mintWithPermit(uint256 tokenId, address to, address currency, uint256 mintingPrice, string uri, uint256 deadline, uint256 nonce, bytes signature)',
  'function mintPermitWithETH(uint256 tokenId, address to, address currency, uint256 mintingPrice, string uri, uint256 deadline, uint256 nonce, bytes signature) payable',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
]);

export const marketplaceAbi = parseAbi([
  'function createOffer(address hostContract, uint256 tokenId, uint256 price, address currency) returns (uint256 offerId)',
  'function changeOfferPrice(uint256 offerId, uint256 newPrice)',
  'function cancelOffer(uint256 offerId)',
]);

export const rentalAbi = parseAbi([
  'function listForRent(address hostContract, uint256 tokenId, uint256 pricePerUnit, address currency, uint8 unitOfTime, uint256 maxUnits) returns (uint256 listingId)',
]);

export const erc20Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
