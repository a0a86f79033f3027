CREATE TABLE "blogs_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "blogs_translations_status_check" CHECK ("blogs_translations"."status" in ('draft', 'review', 'scheduled', 'published')),
	CONSTRAINT "blogs_translations_lang_check" CHECK ("blogs_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "products_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "products_translations_status_check" CHECK ("products_translations"."status" in ('draft', 'review', 'scheduled', 'published')),
	CONSTRAINT "products_translations_lang_check" CHECK ("products_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs_translations" ADD CONSTRAINT "blogs_translations_item_id_blogs_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs_translations" ADD CONSTRAINT "blogs_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs_translations" ADD CONSTRAINT "blogs_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_translations" ADD CONSTRAINT "products_translations_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_translations" ADD CONSTRAINT "products_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_translations" ADD CONSTRAINT "products_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_translations_item_lang_idx" ON "blogs_translations" USING btree ("item_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_translations_lang_slug_idx" ON "blogs_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "blogs_translations_lang_status_idx" ON "blogs_translations" USING btree ("lang","status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_translations_item_lang_idx" ON "products_translations" USING btree ("item_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "products_translations_lang_slug_idx" ON "products_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "products_translations_lang_status_idx" ON "products_translations" USING btree ("lang","status","publish_at");