export * from './collection.ts';
export * from './error-envelope.ts';
export * from './list-query.ts';
export * from './mint-permit.ts';
export * from './nft.ts';
export * from './page.ts';
export * from './purchase.ts';
export * from './swap.ts';
