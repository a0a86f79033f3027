CREATE TABLE "forms_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "forms_translations_lang_check" CHECK ("forms_translations"."lang" ~ '^[a-z]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "forms_translations" ADD CONSTRAINT "forms_translations_item_id_forms_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms_translations" ADD CONSTRAINT "forms_translations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms_translations" ADD CONSTRAINT "forms_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_translations_item_lang_idx" ON "forms_translations" USING btree ("item_id","lang");