DROP INDEX "audit_log_action_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("target_label", '') || chr(31) || coalesce("target", '') || chr(31) || "action" || chr(31) || coalesce("actor_email", '') || chr(31) || coalesce("ip", ''))) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_action_c_idx" ON "audit_log" USING btree ("action" collate "C","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "blogs_status_created_idx" ON "blogs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "blogs_status_published_idx" ON "blogs" USING btree ("status","published_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_category_status_created_idx" ON "blogs" USING btree ("category","status","created_at","id");--> statement-breakpoint
CREATE INDEX "blogs_seo_image_idx" ON "blogs" USING btree ("seo_image") WHERE "blogs"."seo_image" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_assignee_status_created_idx" ON "contact_messages" USING btree ("assignee_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "media_kind_created_idx" ON "media" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS FIRST,"last_seen" DESC NULLS FIRST,"path_key");--> statement-breakpoint
CREATE INDEX "products_seo_image_idx" ON "products" USING btree ("seo_image") WHERE "products"."seo_image" is not null;--> statement-breakpoint
-- The audit log's search (search_text LIKE '%words%') uses a trigram index where pg_trgm is available
-- (0003 created the extension where it could); without it the search reads every entry.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "audit_log_search_trgm_idx" ON "audit_log" USING gin ("search_text" gin_trgm_ops)';
  END IF;
END $$;
