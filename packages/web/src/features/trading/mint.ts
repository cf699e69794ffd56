import { type MintPermit, mintPermitAnswer, type Nft } from '@vrmarket/domain';
import { api, read } from '../../api/client.ts';
import {
  balanceOf,
  type Chain,
  ChainError,
  tokenApprovalSteps,
  writeAndRecord,
  writeMint,
} from '../chain/index.ts';
import type { TradeStep } from './steps.ts';

/** `GET /api/v1/nft/:id/mintingPermission/:address`: the api's signed permit. */
export async function fetchMintPermit(nft: Nft, address: string): Promise<MintPermit> {
  const answer = await read(
    api.GET('/api/v1/nft/{id}/mintingPermission/{address}', {
      params: {
        path: { id: nft.id, address },
        query: { objectId: nft.id, address, currency: nft.mintingCurrency ?? undefined },
      },
    }),
  );
  return mintPermitAnswer.parse(answer).data;
}

/**
 * Mint (spec "Detail-screen actions", NONE): the permit, the balance check, approval of the payment
 * token when the allowance is short (unlimited, as the spec's approvals), mint with the permit, record.
 */
export async function mintNft(chain: Chain, nft: Nft): Promise<TradeStep[]> {
  const permit = await fetchMintPermit(nft, chain.account);
  const price = BigInt(permit.mintingPrice);
  if (price > 0n && (await balanceOf(chain, permit.currency)) < price) {
    throw new ChainError('WALLET_NOT_ENOUGH_BALANCE');
  }
  return [
    ...(await tokenApprovalSteps(chain, 'approveToken', {
      token: permit.currency,
      spender: permit.contract,
      amount: price,
    })),
    ...writeAndRecord(chain, 'mint', () => writeMint(chain, permit)),
  ];
}
