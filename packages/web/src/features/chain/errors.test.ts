import { HttpRequestError, TimeoutError } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../i18n/index.ts';
import { ChainError } from './ChainError.ts';
import { failureText } from './errors.ts';

beforeAll(async () => {
  await startI18n();
});

describe('what a failed chain flow says', () => {
  it('a chain that does not answer says so, not the default error (a flow’s 20 s limit, an RPC read)', () => {
    const text = 'The network did not answer. Please try again.';
    expect(failureText(new ChainError('CHAIN_NOT_ANSWERING'))).toBe(text);
    expect(failureText(new TimeoutError({ body: {}, url: 'http://127.0.0.1:8545' }))).toBe(text);
    expect(
      failureText(new HttpRequestError({ url: 'http://127.0.0.1:8545', cause: new Error('fetch failed') })),
    ).toBe(text);
  });

  it('in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    try {
      expect(failureText(new ChainError('CHAIN_NOT_ANSWERING'))).toBe(
        'Mạng không phản hồi. Vui lòng thử lại.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('other failures keep the spec’s texts', () => {
    expect(failureText(new Error('boom'))).toBe('Oops! Something went wrong... Please try again.');
    expect(failureText({ code: 4001 })).toBe('You denied the transaction signature.');
  });
});
