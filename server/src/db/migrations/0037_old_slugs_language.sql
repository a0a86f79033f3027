-- Issue 36: an old URL name is a language's (a version in another language has its own); the ones
-- before are the default language's.
ALTER TABLE "old_slugs" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "old_slugs" DROP CONSTRAINT "old_slugs_kind_slug_pk";--> statement-breakpoint
ALTER TABLE "old_slugs" ADD CONSTRAINT "old_slugs_kind_lang_slug_pk" PRIMARY KEY("kind","lang","slug");
