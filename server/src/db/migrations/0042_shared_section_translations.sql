CREATE TABLE "shared_sections_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "shared_sections_translations_status_check" CHECK ("shared_sections_translations"."status" in ('draft', 'review', 'scheduled', 'published')),
	CONSTRAINT "shared_sections_translations_lang_check" CHECK ("shared_sections_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "shared_sections" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_sections_translations" ADD CONSTRAINT "shared_sections_translations_item_id_shared_sections_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shared_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sections_translations" ADD CONSTRAINT "shared_sections_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sections_translations" ADD CONSTRAINT "shared_sections_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_sections_translations_item_lang_idx" ON "shared_sections_translations" USING btree ("item_id","lang");--> statement-breakpoint
CREATE INDEX "shared_sections_translations_lang_status_idx" ON "shared_sections_translations" USING btree ("lang","status","publish_at");