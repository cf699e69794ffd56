// features/buy still imports NftDetail from here; it moves to '@vrmarket/domain' with the chain pipeline.
export type { NftDetail } from '@vrmarket/domain';
