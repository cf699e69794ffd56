import type { ChainStep } from '../chain/index.ts';

/** The steps buying is made of, in the order the dialog shows them (R-BUY-3, ADR 0021). */
export type BuyStepId = 'balance' | 'permission' | 'approve' | 'buy' | 'mint' | 'record';

export type BuyStep = ChainStep<BuyStepId>;
