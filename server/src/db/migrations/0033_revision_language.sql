DROP INDEX "revisions_item_idx";--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id","lang","created_at" DESC NULLS LAST);