CREATE TYPE "public"."inquiry_party" AS ENUM('buyer', 'vendor');--> statement-breakpoint
CREATE TYPE "public"."account_token_purpose" AS ENUM('password_reset', 'email_verification');--> statement-breakpoint
-- 'answered' by rebuilding the type, not ADD VALUE: the migrator runs in one transaction, and a value added there
-- cannot be used before it commits (the UPDATE below uses it).
ALTER TYPE "public"."inquiry_status" RENAME TO "inquiry_status_before_answered";--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('pending', 'answered', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "status" TYPE "public"."inquiry_status" USING "status"::text::"public"."inquiry_status";--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
DROP TYPE "public"."inquiry_status_before_answered";--> statement-breakpoint
-- A custom response used to be stored as confirmed with its text; Confirm never sent a text (the web app's Confirm
-- has no text box), so a confirmed row with a vendor_response was a custom response: it becomes answered.
UPDATE "inquiries" SET "status" = 'answered' WHERE "status" = 'confirmed' AND "vendor_response" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_role" "inquiry_party" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "account_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before verification existed (demo and seed accounts included) count as verified.
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_unread_idx" ON "inquiry_messages" USING btree ("inquiry_id","sender_role") WHERE "inquiry_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");