CREATE TYPE "public"."bid_status" AS ENUM('submitted', 'withdrawn', 'awarded', 'not_awarded');--> statement-breakpoint
CREATE TYPE "public"."project_category" AS ENUM('trees', 'shrubs', 'perennials', 'groundcover', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('draft', 'open', 'closed', 'awarded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."project_visibility" AS ENUM('public', 'invited');--> statement-breakpoint
CREATE TABLE "awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"bid_line_id" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"ready_date" date NOT NULL,
	"substitute_botanical_name" text,
	"substitute_size" text,
	"substitute_note" text,
	"inventory_item_id" integer,
	CONSTRAINT "bid_lines_quantity_positive" CHECK ("bid_lines"."quantity" > 0),
	CONSTRAINT "bid_lines_price_nonnegative" CHECK ("bid_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" "bid_status" DEFAULT 'submitted' NOT NULL,
	"note" text,
	"valid_until" date NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_invites" (
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	CONSTRAINT "project_invites_project_id_vendor_id_pk" PRIMARY KEY("project_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "project_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"botanical_name" text NOT NULL,
	"common_name" text,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	"accepted_name" text,
	"size_class" text,
	CONSTRAINT "project_lines_quantity_positive" CHECK ("project_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_id" integer NOT NULL,
	"title" text NOT NULL,
	"posted_by" text NOT NULL,
	"description" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"category" "project_category" NOT NULL,
	"budget_cents" integer,
	"bid_deadline" date NOT NULL,
	"needed_by" date NOT NULL,
	"visibility" "project_visibility" DEFAULT 'public' NOT NULL,
	"status" "project_status" DEFAULT 'draft' NOT NULL,
	"checkout_id" integer,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"deadline_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_budget_nonnegative" CHECK ("projects"."budget_cents" IS NULL OR "projects"."budget_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_date" date;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_line_id_project_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."project_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_bid_line_id_bid_lines_id_fk" FOREIGN KEY ("bid_line_id") REFERENCES "public"."bid_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_line_id_project_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."project_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invites" ADD CONSTRAINT "project_invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invites" ADD CONSTRAINT "project_invites_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "awards_line_key" ON "awards" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "awards_project_idx" ON "awards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "awards_bid_idx" ON "awards" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_lines_line_key" ON "bid_lines" USING btree ("bid_id","line_id");--> statement-breakpoint
CREATE INDEX "bid_lines_line_idx" ON "bid_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_per_vendor" ON "bids" USING btree ("project_id","vendor_id");--> statement-breakpoint
CREATE INDEX "bids_vendor_idx" ON "bids" USING btree ("vendor_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_invites_vendor_idx" ON "project_invites" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_lines_position_key" ON "project_lines" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_lines_accepted_name_idx" ON "project_lines" USING btree ("accepted_name");--> statement-breakpoint
CREATE INDEX "projects_buyer_idx" ON "projects" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_open_deadline_idx" ON "projects" USING btree ("bid_deadline","id") WHERE "projects"."status" = 'open';