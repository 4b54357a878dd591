ALTER TABLE "inventory_items" ADD COLUMN "stock_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing listings count as confirmed when they were last changed.
UPDATE "inventory_items" SET "stock_confirmed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(plant_name))) STORED;--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_name_idx" ON "inventory_items" USING btree ("vendor_id","name_key","id") WHERE "inventory_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_price_idx" ON "inventory_items" USING btree ("vendor_id","price_cents","id") WHERE "inventory_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_stock_idx" ON "inventory_items" USING btree ("vendor_id","quantity_available","id") WHERE "inventory_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_updated_idx" ON "inventory_items" USING btree ("vendor_id","updated_at","id") WHERE "inventory_items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_confirmed_idx" ON "inventory_items" USING btree ("vendor_id","stock_confirmed_at") WHERE "inventory_items"."deleted_at" IS NULL;