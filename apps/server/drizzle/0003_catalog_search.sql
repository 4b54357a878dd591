-- Catalog search: an accent-free weighted tsvector per item (GIN), a dictionary of catalog words with a trigram
-- index for typo correction (as the pg_trgm documentation recommends), and review aggregates on the item.
-- Triggers keep all three, so every writer (vendor API, bulk upload, seed) gets them without calling anything.

-- unaccent() is only STABLE (it reads its dictionary by search_path); naming the dictionary makes this IMMUTABLE
-- in practice, which index expressions and generated values need.
CREATE OR REPLACE FUNCTION verdant_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_category_words(category text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT category || ' ' || CASE category
    WHEN 'deals' THEN 'deals'
    WHEN 'indoor' THEN 'indoor plants houseplants'
    WHEN 'outdoor' THEN 'outdoor plants'
    WHEN 'succulents' THEN 'succulents cacti cactus'
    WHEN 'flowering' THEN 'flowering plants flowers'
    WHEN 'herbs' THEN 'herbs edibles'
    WHEN 'care' THEN 'plant care'
    WHEN 'seeds' THEN 'seeds'
    WHEN 'planters' THEN 'planters pots'
    ELSE '' END $$;
--> statement-breakpoint
-- Weights: name and scientific name A, category and vendor B, description C.
CREATE OR REPLACE FUNCTION verdant_search_vector(
  plant_name text, scientific_name text, category text, vendor_name text, description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('english', verdant_unaccent(coalesce(plant_name, ''))), 'A') ||
    setweight(to_tsvector('english', verdant_unaccent(coalesce(scientific_name, ''))), 'A') ||
    setweight(to_tsvector('english', verdant_category_words(coalesce(category, ''))), 'B') ||
    setweight(to_tsvector('english', verdant_unaccent(coalesce(vendor_name, ''))), 'B') ||
    setweight(to_tsvector('english', verdant_unaccent(coalesce(description, ''))), 'C') $$;
--> statement-breakpoint
-- Lower-case, accent-free words of 3 to 40 letters or digits: the vocabulary typo correction chooses from.
CREATE OR REPLACE FUNCTION verdant_words(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(lower(verdant_unaccent(coalesce(value, ''))), '[^a-z0-9]+') AS word
    WHERE length(word) BETWEEN 3 AND 40 $$;
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
CREATE TABLE "catalog_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
-- fastupdate off: no pending list, so lookups and the planner's estimates stay predictable (PGlite has no
-- autovacuum to flush one); catalog writes are rare next to reads.
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_item_search_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_vector := verdant_search_vector(
    NEW.plant_name, NEW.scientific_name, NEW.category::text,
    (SELECT business_name FROM vendor_profiles WHERE id = NEW.vendor_id), NEW.description);
  IF TG_OP = 'INSERT' OR NEW.plant_name IS DISTINCT FROM OLD.plant_name
     OR NEW.scientific_name IS DISTINCT FROM OLD.scientific_name THEN
    INSERT INTO catalog_words (word)
      SELECT verdant_words(NEW.plant_name || ' ' || coalesce(NEW.scientific_name, ''))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_search
  BEFORE INSERT OR UPDATE OF plant_name, scientific_name, category, description, vendor_id ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION verdant_item_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_vendor_search_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalog_words (word) SELECT verdant_words(NEW.business_name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND NEW.business_name IS DISTINCT FROM OLD.business_name THEN
    UPDATE inventory_items
      SET search_vector = verdant_search_vector(plant_name, scientific_name, category::text, NEW.business_name, description)
      WHERE vendor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendor_profiles_search
  AFTER INSERT OR UPDATE OF business_name ON vendor_profiles
  FOR EACH ROW EXECUTE FUNCTION verdant_vendor_search_trigger();
--> statement-breakpoint
-- Rebuilds every vector and the dictionary in two set-based statements (after a bulk load with triggers off).
CREATE OR REPLACE FUNCTION verdant_rebuild_search() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE inventory_items i
    SET search_vector = verdant_search_vector(i.plant_name, i.scientific_name, i.category::text, v.business_name, i.description)
    FROM vendor_profiles v WHERE v.id = i.vendor_id;
  INSERT INTO catalog_words (word)
    SELECT DISTINCT verdant_words(plant_name || ' ' || coalesce(scientific_name, '')) FROM inventory_items
    UNION SELECT verdant_words(business_name) FROM vendor_profiles
    ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
SELECT verdant_rebuild_search();
--> statement-breakpoint
CREATE INDEX "inventory_items_search_idx" ON "inventory_items" USING gin ("search_vector") WITH (fastupdate = off);
--> statement-breakpoint
-- Daily Deals: the largest real discount first (smallest price / compare-at ratio).
CREATE INDEX "inventory_items_deals_idx" ON "inventory_items"
  USING btree (((price_cents::double precision / compare_at_price_cents)), id)
  WHERE deleted_at IS NULL AND is_available AND compare_at_price_cents > price_cents;
--> statement-breakpoint
-- Review aggregates. The item row is locked first (NO KEY UPDATE: compatible with the KEY SHARE lock the reviews'
-- foreign key takes, so no deadlock), so the aggregate runs after any concurrent review commits and both count.
CREATE OR REPLACE FUNCTION verdant_review_rating_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  item_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.inventory_item_id ELSE NEW.inventory_item_id END;
BEGIN
  PERFORM 1 FROM inventory_items WHERE id = item_id FOR NO KEY UPDATE;
  UPDATE inventory_items SET
      rating_average = stats.average,
      rating_count = stats.total
    FROM (SELECT round(avg(rating)::numeric, 2) AS average, count(*)::integer AS total
          FROM reviews WHERE inventory_item_id = item_id) AS stats
    WHERE id = item_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION verdant_review_rating_trigger();
