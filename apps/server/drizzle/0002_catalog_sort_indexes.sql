DROP INDEX "inventory_items_category_idx";--> statement-breakpoint
DROP INDEX "inventory_items_price_idx";--> statement-breakpoint
DROP INDEX "inventory_items_created_idx";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_rating_idx" ON "inventory_items" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";--> statement-breakpoint
CREATE INDEX "inventory_items_vendor_visible_idx" ON "inventory_items" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";--> statement-breakpoint
CREATE INDEX "inventory_items_price_idx" ON "inventory_items" USING btree ("price_cents","id") WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";--> statement-breakpoint
CREATE INDEX "inventory_items_created_idx" ON "inventory_items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inventory_items"."deleted_at" IS NULL AND "inventory_items"."is_available";