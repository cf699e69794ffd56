import {
  type AethRate,
  type MintPermit,
  mintPermitAnswer,
  type PurchaseCheck,
  purchaseCheckShape,
} from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';

/** `GET /api/v1/nft/:id/purchase-check`: what to pay for, as the api knows it (never the client's numbers). */
export const fetchPurchaseCheck = async (nftId: string): Promise<PurchaseCheck> =>
  purchaseCheckShape.parse(
    await read(api.GET('/api/v1/nft/{id}/purchase-check', { params: { path: { id: nftId } } })),
  );

/** `GET /api/v1/buying/rate`: USDT for 1 aETH, null while none is configured. */
export const fetchAethRate = (signal?: AbortSignal): Promise<AethRate> =>
  read(api.GET('/api/v1/buying/rate', { signal }));

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
  const path = { id: nftId, address };
  const answer = referralCode
    ? await read(
        api.GET('/api/v1/nft/{id}/mintingPermission/refer-code/{address}', {
          params: { path, query: { referCode: referralCode } },
        }),
      )
    : currency === 'USDT'
      ? await read(
          api.GET('/api/v1/nft/{id}/mintingPermissionUsdt/{address}', {
            params: { path, query: { objectId: nftId, network: chainId } },
          }),
        )
      : await read(
          api.GET('/api/v1/nft/{id}/mintingPermission/{address}', {
            params: { path, query: { objectId: nftId, address, currency } },
          }),
        );
  return mintPermitAnswer.parse(answer).data;
}

/** The refer-list request read for its total only: one row asked. */
export const referralCountParams = (address: string) => ({ path: { address }, query: { limit: 1 } });

/**
 * `GET /api/v1/nft/:address/refer-list` read for its total only: the number of referrals the
 * signed-in buyer made, which sets the reward percentage (only the wallet's owner may read it).
 */
export async function fetchReferralCount(address: string, signal?: AbortSignal): Promise<number> {
  const answer = await read(
    api.GET('/api/v1/nft/{address}/refer-list', { params: referralCountParams(address), signal }),
  );
  return answer.total;
}
