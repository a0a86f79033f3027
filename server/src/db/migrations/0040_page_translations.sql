CREATE TABLE "pages_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector("search_config", translate(normalize("title", NFC), U&'\0901\093C', U&'\0902')), 'A') || setweight(to_tsvector("search_config", translate(normalize("body_text", NFC), U&'\0901\093C', U&'\0902')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "pages_translations_status_check" CHECK ("pages_translations"."status" in ('draft', 'review', 'scheduled', 'published')),
	CONSTRAINT "pages_translations_lang_check" CHECK ("pages_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages_translations" ADD CONSTRAINT "pages_translations_item_id_pages_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages_translations" ADD CONSTRAINT "pages_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages_translations" ADD CONSTRAINT "pages_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translations_item_lang_idx" ON "pages_translations" USING btree ("item_id","lang");--> statement-breakpoint
CREATE INDEX "pages_translations_lang_status_idx" ON "pages_translations" USING btree ("lang","status","publish_at");--> statement-breakpoint
CREATE INDEX "pages_translations_search_idx" ON "pages_translations" USING gin ("search_vector");