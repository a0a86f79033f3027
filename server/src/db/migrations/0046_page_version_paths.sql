-- Issue 36: a page's version in another language has its own URL name and path (decision 0063
-- §1.5). Versions saved before keep the English ones, so no address changes.
ALTER TABLE "pages_translations" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "pages_translations" ADD COLUMN "path" text;--> statement-breakpoint
UPDATE "pages_translations" AS v SET "slug" = p."slug", "path" = p."path" FROM "pages" AS p WHERE p."id" = v."item_id";--> statement-breakpoint
ALTER TABLE "pages_translations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pages_translations" ALTER COLUMN "path" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translations_lang_path_idx" ON "pages_translations" USING btree ("lang",lower("path"));
