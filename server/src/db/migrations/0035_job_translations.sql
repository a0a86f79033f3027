CREATE TABLE "job_openings_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"description" jsonb NOT NULL,
	"description_text" text NOT NULL,
	"slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "job_openings_translations_lang_check" CHECK ("job_openings_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings_translations" ADD CONSTRAINT "job_openings_translations_item_id_job_openings_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings_translations" ADD CONSTRAINT "job_openings_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings_translations" ADD CONSTRAINT "job_openings_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_translations_item_lang_idx" ON "job_openings_translations" USING btree ("item_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_translations_lang_slug_idx" ON "job_openings_translations" USING btree ("lang","slug");