CREATE TABLE "inventory_changes" (
	"vendor_id" integer NOT NULL,
	"tx" bigint NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_changes_vendor_id_tx_pk" PRIMARY KEY("vendor_id","tx")
);
--> statement-breakpoint
-- The vendor inventory version (src/db/schema/inventory-changes.ts): each statement writing inventory items or
-- their images notes the vendors it touched, once per transaction, inside that transaction.
CREATE OR REPLACE FUNCTION verdant_note_inventory_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inventory_changes (vendor_id, tx)
      SELECT DISTINCT vendor_id, pg_current_xact_id()::text::bigint FROM new_rows
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inventory_changes (vendor_id, tx)
      SELECT DISTINCT vendor_id, pg_current_xact_id()::text::bigint FROM old_rows
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_note_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_inventory_items();
--> statement-breakpoint
CREATE TRIGGER inventory_items_note_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_inventory_items();
--> statement-breakpoint
CREATE TRIGGER inventory_items_note_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_inventory_items();
--> statement-breakpoint
-- Images: their item's vendor (an image deleted with its item finds no item: the item's own delete was noted).
CREATE OR REPLACE FUNCTION verdant_note_item_images() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inventory_changes (vendor_id, tx)
      SELECT DISTINCT i.vendor_id, pg_current_xact_id()::text::bigint
      FROM new_rows r JOIN inventory_items i ON i.id = r.inventory_item_id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inventory_changes (vendor_id, tx)
      SELECT DISTINCT i.vendor_id, pg_current_xact_id()::text::bigint
      FROM old_rows r JOIN inventory_items i ON i.id = r.inventory_item_id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_images_note_insert AFTER INSERT ON item_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_item_images();
--> statement-breakpoint
CREATE TRIGGER item_images_note_update AFTER UPDATE ON item_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_item_images();
--> statement-breakpoint
CREATE TRIGGER item_images_note_delete AFTER DELETE ON item_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION verdant_note_item_images();
