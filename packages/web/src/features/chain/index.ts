/**
 * One pipeline for every chain write of the web: prepare → ordered steps → confirm receipt → record.
 *
 *   const flow = useChainFlow<MyStepId>({ success: 'MINT_SUCCESS', onSuccess: onClose });
 *   flow.start(async (chain) => [
 *     ...(await tokenApprovalSteps(chain, 'approve', { token, spender, amount })),
 *     ...writeAndRecord(chain, 'mint', () => writeContract(chain.config, { address, abi, functionName, args })),
 *   ]);
 *   <StepList state={flow.state} label={(id) => t(`my.steps.${id}`)} />
 *
 * - `prepareChain()` (run by `start`): the wallet on the marketplace's network, the account and the
 *   deployed contracts. `plan` may read the chain (`read`, `balanceOf`) and the api to pick steps.
 * - Each step runs in order; `send` asks the wallet (no time limit: the user signs), then waits for
 *   the receipt. Every chain round trip (reads, receipt waits) ends within CHAIN_TIMEOUT_MS (20 s)
 *   in 'The network did not answer. Please try again.' (CHAIN_NOT_ANSWERING).
 * - Failures: throw `ChainError(catalogueKey)` for a text of your own; wallet and api errors are
 *   turned into their texts (R-ERR-1 … R-ERR-5) and toasted; `flow.state.error` holds the text,
 *   busy is reset.
 * - ABIs: `@vrmarket/contracts/abis` (generated), `erc20Abi` from viem for the payment tokens.
 * - `publicRead`: a read for what a screen shows before any wallet action, without the wallet code.
 */

export { writeContract } from 'wagmi/actions';
export {
  balanceOf,
  confirmed,
  read,
  recordTransaction,
  send,
  tokenApprovalSteps,
  writeAndRecord,
} from './actions.ts';
export { ChainError } from './ChainError.ts';
export { failureText } from './errors.ts';
export { writeMint } from './mint.ts';
export { type Chain, type Contracts, prepareChain, tokenOf, toUnits } from './prepare.ts';
export { publicRead } from './publicRead.ts';
export { chainReadKey } from './readKey.ts';
export { StepList } from './StepList.tsx';
export { type ChainStep, runSteps, type StepState } from './steps.ts';
export { CHAIN_TIMEOUT_MS, withinChainTime } from './timeout.ts';
export { type ChainFlow, type FlowState, useChainFlow } from './useChainFlow.ts';
