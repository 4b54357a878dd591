-- Every catalog row carries its images. Aggregating them per row on each request was half of a listing's database
-- time, so a trigger keeps the aggregate on the item itself; like search_vector, it lives outside the Drizzle schema.
ALTER TABLE "inventory_items" ADD COLUMN "images" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
-- Primary first, then upload order: the shape and order the API returns.
CREATE OR REPLACE FUNCTION verdant_item_images(item_id integer) RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(jsonb_agg(jsonb_build_object('id', im.id, 'storage_key', im.storage_key, 'widths', im.widths,
      'width', im.width, 'height', im.height, 'is_primary', im.is_primary) ORDER BY im.is_primary DESC, im.id), '[]'::jsonb)
    FROM item_images im WHERE im.inventory_item_id = item_id $$;
--> statement-breakpoint
-- The item row is locked first (as for review aggregates), so two uploads to one plant both end up in the list:
-- the second aggregate runs after the first commits and, being a new statement, sees its row.
CREATE OR REPLACE FUNCTION verdant_item_images_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  item_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.inventory_item_id ELSE NEW.inventory_item_id END;
BEGIN
  PERFORM 1 FROM inventory_items WHERE id = item_id FOR NO KEY UPDATE;
  UPDATE inventory_items SET images = verdant_item_images(item_id) WHERE id = item_id;
  IF TG_OP = 'UPDATE' AND OLD.inventory_item_id <> NEW.inventory_item_id THEN
    UPDATE inventory_items SET images = verdant_item_images(OLD.inventory_item_id) WHERE id = OLD.inventory_item_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_images_aggregate
  AFTER INSERT OR DELETE OR UPDATE ON item_images
  FOR EACH ROW EXECUTE FUNCTION verdant_item_images_trigger();
--> statement-breakpoint
UPDATE inventory_items i SET images = verdant_item_images(i.id)
  WHERE EXISTS (SELECT 1 FROM item_images im WHERE im.inventory_item_id = i.id);
