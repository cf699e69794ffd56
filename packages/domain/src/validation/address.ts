import { z } from 'zod';
import { english, type Translate } from '../messages.ts';
import { addProblem } from './issue.ts';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A 0x-prefixed 20-byte address; the EIP-55 checksum is not enforced (any letter case passes). */
export const isEthereumAddress = (value: string | null | undefined): boolean =>
  ADDRESS.test((value ?? '').trim());

/** Keys the transfer-address input blocks: punctuation (pasting still works). */
export const isBlockedAddressKey = (key: string): boolean => key.length === 1 && /[^\p{L}\p{N}]/u.test(key);

export { sameAddress } from './same-address.ts';

export function makeTransferAddressSchema(t: Translate = english) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (!isEthereumAddress(text)) addProblem(ctx, { key: 'INVALID_ETHEREUM_ADDRESS' }, t);
    });
}
