CREATE TABLE "enquiry_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text,
	"kind" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_state_check" CHECK ("mail_outbox"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('staff', 'autoreply'))
);
--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "form_elapsed_ms" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_lines" ADD CONSTRAINT "enquiry_lines_enquiry_id_contact_messages_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_contact_messages_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_enquiry_id_contact_messages_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_lines_enquiry_idx" ON "enquiry_lines" USING btree ("enquiry_id","position");--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_enquiry_idx" ON "mail_outbox" USING btree ("enquiry_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_assignee_created_idx" ON "contact_messages" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'));--> statement-breakpoint
-- Enquiries from before this migration: what the inbox search looks in.
UPDATE "contact_messages" SET "search_text" = lower("name" || ' ' || "email" || ' ' || "phone" || ' ' || "message");--> statement-breakpoint
-- The inbox search (search_text LIKE '%words%') uses a trigram index where pg_trgm is available: the
-- embedded database loads it, PostgreSQL ships it in contrib (a trusted extension since 13). Without
-- it the search reads every enquiry, and the migration goes on (the block's failure is rolled back alone).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): the enquiry search will read every enquiry', SQLERRM;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops)';
  END IF;
END $$;
