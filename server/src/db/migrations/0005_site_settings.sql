CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"doc" jsonb NOT NULL,
	"logo_path" text GENERATED ALWAYS AS (doc->'logo'->>'path') STORED,
	"share_image_path" text GENERATED ALWAYS AS (doc->'shareImage'->>'path') STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 'site')
);
