ALTER TABLE "media" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "avif" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "avif_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_id_unique" UNIQUE("id");--> statement-breakpoint
-- Files stored before the library: named after their path; videos get no AVIF renditions.
UPDATE "media" SET "name" = regexp_replace("path", '^/uploads/', '');--> statement-breakpoint
UPDATE "media" SET "avif_done" = true WHERE "kind" = 'video';
