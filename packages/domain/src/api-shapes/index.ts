export * from './collection.ts';
export * from './collection-write.ts';
export * from './error-envelope.ts';
export * from './list-query.ts';
export * from './nft.ts';
export * from './page.ts';
export * from './swap.ts';
