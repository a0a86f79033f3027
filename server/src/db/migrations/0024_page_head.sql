ALTER TABLE "pages" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "structured_data" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_structured_data_check" CHECK ("pages"."structured_data" in ('none', 'service'));