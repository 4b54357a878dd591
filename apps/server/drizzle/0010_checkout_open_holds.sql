ALTER TABLE "checkouts" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "checkouts_unpaid_buyer_idx" ON "checkouts" USING btree ("buyer_id") WHERE "checkouts"."payment_status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "checkouts_unpaid_address_idx" ON "checkouts" USING btree ("client_address") WHERE "checkouts"."payment_status" = 'unpaid';