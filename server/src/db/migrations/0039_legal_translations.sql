CREATE TABLE "legal_pages_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"body_text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "legal_pages_translations_lang_check" CHECK ("legal_pages_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_pages_translations" ADD CONSTRAINT "legal_pages_translations_item_id_legal_pages_key_fk" FOREIGN KEY ("item_id") REFERENCES "public"."legal_pages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_pages_translations" ADD CONSTRAINT "legal_pages_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_pages_translations" ADD CONSTRAINT "legal_pages_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_pages_translations_item_lang_idx" ON "legal_pages_translations" USING btree ("item_id","lang");