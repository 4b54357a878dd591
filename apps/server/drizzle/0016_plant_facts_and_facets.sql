-- Plant identity and discovery (issue 15, decision 020): trade size class and growing attributes on the item, the
-- reference's names in the search vector, the buyer's zone, and the nursery's state read from its address.
-- The TS fill (plant-facts.ts) sets the item columns after migrate; facts_version 0 marks rows it has not seen.

-- USDA zones compare by position, never as text ('10a' < '8a' as text).
CREATE OR REPLACE FUNCTION verdant_zone_rank(zone text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_position(ARRAY['1a','1b','2a','2b','3a','3b','4a','4b','5a','5b','6a','6b','7a','7b','8a','8b',
    '9a','9b','10a','10b','11a','11b','12a','12b','13a','13b'], zone) - 1 $$;
--> statement-breakpoint
-- "..., Austin, TX 78756" -> 'TX': the last state code after a comma, checked against the 50 states and DC.
CREATE OR REPLACE FUNCTION verdant_us_state(address text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN code = ANY (ARRAY['AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN',
    'IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR',
    'PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY']) THEN code END
    FROM (SELECT upper(substring(address FROM ',\s*([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*(?:,\s*(?:USA|US|United States))?\s*$')) AS code) AS found $$;
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "size_class" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "size_rank" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "zone_min" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "zone_max" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "light" text[];--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "water" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "mature_height_ft" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "mature_spread_ft" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "native_states" text[];--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "deer_resistant" boolean;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "habit" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "bloom_season" text[];--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "bloom_color" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_names" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "facts_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "facts_from_reference" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "usda_zone" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "state" text GENERATED ALWAYS AS (verdant_us_state(business_address)) STORED;--> statement-breakpoint
CREATE INDEX "inventory_items_size_idx" ON "inventory_items" USING btree ("size_rank","id") WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";
--> statement-breakpoint
-- Search: the reference's names (accepted name, synonyms, common names) join the vector with weight A, so
-- "Aster novae-angliae" finds Symphyotrichum novae-angliae and "crepe myrtle" finds Lagerstroemia indica.
CREATE OR REPLACE FUNCTION verdant_search_vector(
  plant_name text, scientific_name text, category text, vendor_name text, description text, names text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT verdant_search_vector(plant_name, scientific_name, category, vendor_name, description) ||
    setweight(to_tsvector('english', verdant_unaccent(coalesce(names, ''))), 'A') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_item_search_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_vector := verdant_search_vector(
    NEW.plant_name, NEW.scientific_name, NEW.category::text,
    (SELECT business_name FROM vendor_profiles WHERE id = NEW.vendor_id), NEW.description, NEW.search_names);
  IF TG_OP = 'INSERT' OR NEW.plant_name IS DISTINCT FROM OLD.plant_name
     OR NEW.scientific_name IS DISTINCT FROM OLD.scientific_name
     OR NEW.search_names IS DISTINCT FROM OLD.search_names THEN
    INSERT INTO catalog_words (word)
      SELECT verdant_words(NEW.plant_name || ' ' || coalesce(NEW.scientific_name, '') || ' ' || coalesce(NEW.search_names, ''))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER inventory_items_search ON inventory_items;
--> statement-breakpoint
CREATE TRIGGER inventory_items_search
  BEFORE INSERT OR UPDATE OF plant_name, scientific_name, category, description, vendor_id, search_names ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION verdant_item_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_vendor_search_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO catalog_words (word) SELECT verdant_words(NEW.business_name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND NEW.business_name IS DISTINCT FROM OLD.business_name THEN
    UPDATE inventory_items
      SET search_vector = verdant_search_vector(plant_name, scientific_name, category::text, NEW.business_name, description, search_names)
      WHERE vendor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION verdant_rebuild_search() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE inventory_items i
    SET search_vector = verdant_search_vector(i.plant_name, i.scientific_name, i.category::text, v.business_name, i.description, i.search_names)
    FROM vendor_profiles v WHERE v.id = i.vendor_id;
  INSERT INTO catalog_words (word)
    SELECT DISTINCT verdant_words(plant_name || ' ' || coalesce(scientific_name, '') || ' ' || coalesce(search_names, '')) FROM inventory_items
    UNION SELECT verdant_words(business_name) FROM vendor_profiles
    ON CONFLICT DO NOTHING;
END $$;
