import { type ClaimHistoryItem, currencyDecimals, meanPriceUnits, toCurrency } from '@vrmarket/domain';
import { sql } from 'drizzle-orm';
import { formatUnits, parseUnits } from 'viem';

export type ClaimRow = {
  id: string;
  sub_category_id: number | null;
  sub_category_name: string | null;
  count: number;
  total_price: string;
  percent: number;
  payment: string;
  currency: string;
  status: 'PENDING' | 'APPROVING' | 'APPROVED';
  created_at: Date | string;
  approved_at: Date | string | null;
  tx_hash: string | null;
  wallet: string;
  username: string;
};

/** The columns of a claim history item, over CLAIM_FROM. */
export const CLAIM_COLUMNS = sql`c.id::text, c.sub_category_id, cat.name as sub_category_name, c.count, c.total_price::text,
  c.percent, c.payment::text, c.currency, c.status, c.created_at, c.approved_at, c.tx_hash, c.wallet, u.username`;
export const CLAIM_FROM = sql`referral_claims c join users u on u.id = c.user_id
  left join categories cat on cat.id = c.sub_category_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The decimals amounts of `currency` are written in (18 for a currency the domain does not know). */
export const decimalsOf = (currency: string) => {
  const known = toCurrency(currency);
  return known ? currencyDecimals(known) : 18;
};

/** The mean price of `count` referrals summing to `total`, trimmed like the other amounts. */
function meanPrice(total: string, count: number, decimals: number): string {
  return formatUnits(meanPriceUnits(parseUnits(total, decimals), count), decimals);
}

export function toItem(row: ClaimRow): ClaimHistoryItem {
  return {
    id: row.id,
    subCategoryId: row.sub_category_id,
    subCategoryName: row.sub_category_name,
    amount: row.count,
    pricePerUnit: meanPrice(row.total_price, row.count, decimalsOf(row.currency)),
    total: row.total_price,
    percent: row.percent,
    payment: row.payment,
    currency: row.currency,
    approved: row.status === 'APPROVED',
    status: row.status,
    createdAt: iso(row.created_at),
    approvedAt: row.approved_at ? iso(row.approved_at) : null,
    txId: row.tx_hash,
    wallet: row.wallet,
    username: row.username,
  };
}
