import { ADDRESS_SHORTENING, DECIMALS, STORE_SIZE_THRESHOLDS, TOKEN_ID_PAD } from './constants.ts';
import { currencyLabel } from './currency.ts';

export { currencyLabel, parseCurrencyList } from './currency.ts';

export function padTokenId(tokenId: string | number | bigint | null | undefined): string {
  return String(tokenId ?? '').padStart(TOKEN_ID_PAD, '0');
}

/** The card and detail code: '#' plus the token id padded to 7 digits ('#0000042'). */
export function formatTokenCode(tokenId: string | number | bigint | null | undefined): string {
  return `#${padTokenId(tokenId)}`;
}

/** An NFT's display title: its custom title, else 'vrNFT ' plus the padded token id. */
export function nftTitle(nft: {
  tokenId?: string | number | null;
  components?: { customTitle?: string | null } | null;
}): string {
  const custom = nft.components?.customTitle?.trim();
  return custom ? custom : `vrNFT ${padTokenId(nft.tokenId)}`;
}

/** First `head` and last `tail` characters joined by '...' ('0x12...cdef'); short text is kept whole. */
export function shortenAddress(address: string | null | undefined, head: number, tail: number): string {
  if (!address) return '';
  if (address.length <= head + tail + 3) return address;
  return `${address.slice(0, head)}...${address.slice(address.length - tail)}`;
}
export const shortenForDetail = (address: string | null | undefined) =>
  shortenAddress(address, ADDRESS_SHORTENING.detail.head, ADDRESS_SHORTENING.detail.tail);
export const shortenForHeader = (address: string | null | undefined) =>
  shortenAddress(address, ADDRESS_SHORTENING.header.head, ADDRESS_SHORTENING.header.tail);
export const shortenForMenu = (address: string | null | undefined) =>
  shortenAddress(address, ADDRESS_SHORTENING.menu.head, ADDRESS_SHORTENING.menu.tail);

/** Plain decimal text of a number or numeric string, never in exponent form; null when not numeric. */
export function toPlainDecimal(value: number | string | bigint | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? withoutExponent(String(value)) : null;
  const text = value.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return text.replace(/^\+/, '');
  const number = Number(text);
  return text !== '' && Number.isFinite(number) ? toPlainDecimal(number) : null;
}

/**
 * JavaScript's exponent form of a number ('1.5e-7', '2e+21') as plain digits. Not through
 * `toLocaleString`: the first number format a page makes loads ICU's number data (64 ms of a
 * phone-speed page's first render), and every call with options builds a new formatter.
 */
function withoutExponent(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Display price: at most 4 decimals, TRUNCATED (never shows more than the amount is worth), trailing
 * zeros trimmed; with a currency its label is appended ('1.5 aETH'). Non-numeric input shows '0'.
 */
export function formatPrice(
  value: number | string | bigint | null | undefined,
  currency?: string | null,
  maxDecimals: number = DECIMALS.priceDisplay,
): string {
  const plain = toPlainDecimal(value) ?? '0';
  const negative = plain.startsWith('-');
  const [rawInteger = '', rawFraction = ''] = plain.replace('-', '').split('.');
  const integer = rawInteger.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.slice(0, maxDecimals).replace(/0+$/, '');
  const amount = fraction ? `${integer}.${fraction}` : integer;
  const signed = negative && amount !== '0' ? `-${amount}` : amount;
  return currency ? `${signed} ${currencyLabel(currency)}` : signed;
}

/** Area with a fixed number of decimals: 1 on the detail screen, 2 in the customise screen. */
export function formatArea(area: number | string | null | undefined, decimals: 1 | 2 = 1): string {
  const value = Number(area);
  if (area === null || area === undefined || area === '' || !Number.isFinite(value)) return '';
  return value.toFixed(decimals);
}

export type StoreSizeClass = 'Small' | 'Medium' | 'Large';
export function storeSizeClass(area: number): StoreSizeClass {
  if (area < STORE_SIZE_THRESHOLDS.small) return 'Small';
  if (area < STORE_SIZE_THRESHOLDS.medium) return 'Medium';
  return 'Large';
}

/** Upper-cases the first letter and keeps the rest as written ('vrHomes' → 'VrHomes'). */
export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Staking APY: the fraction times 100, at most 2 decimals, as a percentage ('0.125' → '12.5%'). */
export function formatApy(fraction: number | string): string {
  const percent = Number(fraction) * 100;
  if (!Number.isFinite(percent)) return '0%';
  return `${Number(percent.toFixed(2))}%`;
}

/** Text longer than `limit` characters cut at the limit (the caller adds '...read more'). */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: text.slice(0, limit), truncated: true };
}

export { timeFromNow } from './time-from-now.ts';
