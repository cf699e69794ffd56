/** The explorer page of a transaction, when the chain has an explorer. */
export const explorerTxUrl = (explorer: string | null | undefined, txId: string | null) =>
  explorer && txId ? `${explorer.replace(/\/+$/, '')}/tx/${txId}` : null;
