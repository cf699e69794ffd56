-- Keyword search through trigrams on both drivers: PGlite now loads its pg_trgm contrib extension
-- (db/database.ts), so the index that 0004 made only where the extension was available is made
-- everywhere, and both run the same keyword plan. A no-op where 0004 already made it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "nfts_title_trgm_idx" ON "nfts" USING gin ("title" gin_trgm_ops);
