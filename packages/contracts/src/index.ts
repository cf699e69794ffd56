export * from './clients.ts';
export type { ContractName, Deployment, DeploymentsFile } from './deployments.ts';
export * from './devAccounts.ts';
export * from './generated/index.ts';
export * from './offers.ts';
export * from './permit.ts';
export * from './roles.ts';
