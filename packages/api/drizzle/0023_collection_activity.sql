ALTER TABLE "activities" ADD COLUMN "collection_id" bigint;--> statement-breakpoint
CREATE INDEX "activities_collection_created_idx" ON "activities" USING btree ("collection_id","created_at","id") WHERE "type" in ('BUY', 'LISTING', 'TRANSFER');--> statement-breakpoint
-- activities.collection_id is the collection the activity's NFT is in now: filled from the NFT on
-- insert (or when the row gets its NFT later), followed when the NFT joins or leaves a collection
-- (also through ON DELETE SET NULL of a deleted collection). A sale counts for the collection its
-- NFT is in now, as in the stats projection.
CREATE FUNCTION "activities_collection_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.collection_id := (SELECT n.collection_id FROM nfts n WHERE n.id = NEW.nft_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_collection_fill" BEFORE INSERT OR UPDATE OF "nft_id" ON "activities"
  FOR EACH ROW EXECUTE FUNCTION "activities_collection_fill"();
--> statement-breakpoint
CREATE FUNCTION "nfts_collection_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET collection_id = NEW.collection_id WHERE nft_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nfts_collection_follow" AFTER UPDATE OF "collection_id" ON "nfts"
  FOR EACH ROW WHEN (OLD.collection_id IS DISTINCT FROM NEW.collection_id)
  EXECUTE FUNCTION "nfts_collection_follow"();
--> statement-breakpoint
UPDATE activities a SET collection_id = n.collection_id FROM nfts n
  WHERE n.id = a.nft_id AND n.collection_id IS NOT NULL;
