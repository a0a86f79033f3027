-- Issue 36: a version's translated list items (posts' sections) and their text, searched with the rest.
-- Columns first (the new search vector reads body_text), then the vector again and its index.
ALTER TABLE "blogs_translations" ADD COLUMN "content" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs_translations" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs_translations" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "blogs_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector("search_config", translate(normalize("title", NFC), U&'\0901\093C', U&'\0902')), 'A') || setweight(to_tsvector("search_config", translate(normalize("heading", NFC), U&'\0901\093C', U&'\0902') || ' ' || translate(normalize("description", NFC), U&'\0901\093C', U&'\0902')), 'B') || setweight(to_tsvector("search_config", translate(normalize("body_text", NFC), U&'\0901\093C', U&'\0902')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blogs_translations_search_idx" ON "blogs_translations" USING gin ("search_vector");
