-- Items of a collection that visitors see: the top-collections ranking (group by collection) and
-- each collection's totalItems count read this index alone (index-only scans).
CREATE INDEX "nfts_show_collection_idx" ON "nfts" ("collection_id") WHERE "is_show" AND "collection_id" IS NOT NULL;
