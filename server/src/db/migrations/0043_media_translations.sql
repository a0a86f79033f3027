CREATE TABLE "media_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" text NOT NULL,
	"lang" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_translations_media_lang_idx" ON "media_translations" USING btree ("media_id","lang");