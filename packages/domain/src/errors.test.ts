import { describe, expect, it } from 'vitest';
import { httpErrorToast, walletErrorMessageKey } from './errors.ts';
import { messages } from './messages.ts';

describe('walletErrorMessageKey', () => {
  it('4001: the user denied the signature', () => {
    const outcome = walletErrorMessageKey({ code: 4001, message: 'User rejected the request.' });
    expect(outcome).toEqual({ kind: 'message', key: 'WALLET_DENIED' });
    expect(messages.WALLET_DENIED).toBe('You denied the transaction signature.');
  });

  it('-32603 with "transfer amount exceeds balance" says there is not enough balance', () => {
    const outcome = walletErrorMessageKey({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { message: 'execution reverted: ERC20: transfer amount exceeds balance' },
    });
    expect(outcome).toEqual({ kind: 'message', key: 'WALLET_TRANSFER_EXCEEDS_BALANCE' });
    expect(messages.WALLET_TRANSFER_EXCEEDS_BALANCE).toBe('You do not have enough balance');
  });

  it('-32603 otherwise shows the text after the first colon', () => {
    expect(
      walletErrorMessageKey({ code: -32603, message: 'execution reverted: Offer: closed: yes' }),
    ).toEqual({
      kind: 'raw',
      text: 'Offer: closed: yes',
    });
  });

  it('-32603 without a usable text falls back to the not-enough-balance message', () => {
    expect(walletErrorMessageKey({ code: -32603 })).toEqual({
      kind: 'message',
      key: 'WALLET_NOT_ENOUGH_BALANCE',
    });
    expect(walletErrorMessageKey({ code: -32603, message: 'no colon here' })).toEqual({
      kind: 'message',
      key: 'WALLET_NOT_ENOUGH_BALANCE',
    });
    expect(messages.WALLET_NOT_ENOUGH_BALANCE).toBe('You do not have enough balance.');
  });

  it('-32002 is ignored', () => {
    expect(walletErrorMessageKey({ code: -32002, message: 'Already processing' })).toEqual({
      kind: 'ignore',
    });
  });

  it('4902 asks to add the network', () => {
    expect(walletErrorMessageKey({ code: 4902 })).toEqual({ kind: 'add-network' });
  });

  it('not detected and locked wallets', () => {
    expect(walletErrorMessageKey({ code: 'not-detected' })).toEqual({
      kind: 'message',
      key: 'WALLET_NOT_DETECTED',
    });
    expect(walletErrorMessageKey({ code: 'locked' })).toEqual({ kind: 'message', key: 'WALLET_LOCKED' });
    expect(messages.WALLET_NOT_DETECTED).toBe(
      'Metamask or Bitkeep not detected. Please install Metamask or install Bitkeep and try again.',
    );
    expect(messages.WALLET_LOCKED).toBe('Please unlock Metamask first!');
  });

  it.each([[{ code: -9999 }], [{ code: 1234 }], [new Error('boom')], [null], ['text'], [undefined]])(
    '%j gets the default message',
    (error) => {
      expect(walletErrorMessageKey(error)).toEqual({ kind: 'message', key: 'WALLET_DEFAULT_ERROR' });
    },
  );
});

describe('httpErrorToast', () => {
  it('401 says Unauthorized and logs out', () => {
    expect(httpErrorToast(401, 'jwt expired')).toEqual({
      kind: 'message',
      key: 'UNAUTHORIZED',
      logout: true,
    });
    expect(messages.UNAUTHORIZED).toBe('Unauthorized');
  });

  it.each([400, 403, 404, 409, 422, 499])('%i shows the server message', (status) => {
    expect(httpErrorToast(status, 'Name already taken')).toEqual({
      kind: 'raw',
      text: 'Name already taken',
      logout: false,
    });
  });

  it('prefers the envelope code when it is a catalogue key, so the toast can be translated', () => {
    expect(httpErrorToast(400, 'Title is required.', 'INVALID_TITLE')).toEqual({
      kind: 'message',
      key: 'INVALID_TITLE',
      logout: false,
    });
    expect(httpErrorToast(400, 'Raw', 'not_a_key')).toEqual({ kind: 'raw', text: 'Raw', logout: false });
  });

  it('falls back to a generic text when a 4xx has no message', () => {
    expect(httpErrorToast(400, '')).toEqual({
      kind: 'message',
      key: 'SOMETHING_WRONG_TRY_LATER',
      logout: false,
    });
  });

  it.each([500, 502, 503, 504])('%i shows nothing', (status) => {
    expect(httpErrorToast(status, 'Internal error')).toBeNull();
  });
});
