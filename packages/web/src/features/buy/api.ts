import {
  type AethRate,
  type MintPermit,
  mintPermitAnswer,
  type PurchaseCheck,
  purchaseCheckShape,
} from '@vrmarket/domain';
import { apiFetch } from '../../api/client.ts';

/** `GET /api/v1/nft/:id/purchase-check`: what to pay for, as the api knows it (never the client's numbers). */
export const fetchPurchaseCheck = async (nftId: string): Promise<PurchaseCheck> =>
  purchaseCheckShape.parse(await apiFetch<unknown>(`/v1/nft/${encodeURIComponent(nftId)}/purchase-check`));

/** `GET /api/v1/buying/rate`: USDT for 1 aETH, null while none is configured. */
export const fetchAethRate = (signal?: AbortSignal) => apiFetch<AethRate>('/v1/buying/rate', { signal });

/**
 * The spec's three minting permission calls: with a referral code the refer-code one, for USDT the
 * USDT one, otherwise the plain one with the expected currency.
 */
export async function fetchMintPermit(options: {
  nftId: string;
  address: string;
  currency: string;
  chainId: number;
  referralCode?: string;
}): Promise<MintPermit> {
  const { nftId, address, currency, chainId, referralCode } = options;
  const base = `/v1/nft/${encodeURIComponent(nftId)}`;
  const wallet = encodeURIComponent(address);
  const answer = referralCode
    ? await apiFetch<unknown>(`${base}/mintingPermission/refer-code/${wallet}`, {
        query: { referCode: referralCode },
      })
    : currency === 'USDT'
      ? await apiFetch<unknown>(`${base}/mintingPermissionUsdt/${wallet}`, {
          query: { objectId: nftId, network: chainId },
        })
      : await apiFetch<unknown>(`${base}/mintingPermission/${wallet}`, {
          query: { objectId: nftId, address, currency },
        });
  return mintPermitAnswer.parse(answer).data;
}

/**
 * `GET /api/v1/nft/:address/refer-list` read for its total only: the number of referrals the
 * signed-in buyer made, which sets the reward percentage (only the wallet's owner may read it).
 */
export async function fetchReferralCount(address: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiFetch<{ total: number }>(`/v1/nft/${encodeURIComponent(address)}/refer-list`, {
    query: { limit: 1 },
    signal,
  });
  return answer.total;
}
