-- The first list indexes of 0000, superseded by the partial (is_show, selling) indexes of 0004/0005
-- that every list page walks: EXPLAIN at 1,000,000 NFTs shows the same plans without them, and
-- pg_stat_user_indexes counted no scan of them in the browse bench. Fewer indexes to weigh when
-- planning a list statement, and less to write on every NFT change.
-- nfts_sub_category_status_listed_idx stays: sub-category filters read it as a bitmap.
DROP INDEX "nfts_category_status_listed_idx";--> statement-breakpoint
DROP INDEX "nfts_category_status_price_idx";--> statement-breakpoint
DROP INDEX "nfts_status_listed_idx";--> statement-breakpoint
DROP INDEX "nfts_status_price_idx";