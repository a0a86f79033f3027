CREATE SEQUENCE "public"."analytics_views_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "analytics_views_day_idx";--> statement-breakpoint
ALTER TABLE "analytics_rolled_days" ADD COLUMN "views_through" bigint;--> statement-breakpoint
-- Hand-edited: the column first and its default after, so the raw views already there are not
-- rewritten one by one with a number each; only those of days not rolled up for good get one below.
ALTER TABLE "analytics_views" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "analytics_views" ALTER COLUMN "seq" SET DEFAULT nextval('analytics_views_seq');--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_views" integer;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_through" bigint;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_seconds" integer;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_entry" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_source" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_content" boolean;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD COLUMN "rolled_contact" boolean;--> statement-breakpoint
-- Hand-written: the day so far as the previous release's rollup left it, in this one's terms (decision
-- 0060). The visits it rolled had ended: their views are in the rollups (numbered first, up to the
-- day's views_through) and each visit as it is now is what was counted. The views of the visits not
-- rolled yet are numbered after.
UPDATE "analytics_views" w SET "seq" = nextval('analytics_views_seq')
FROM "analytics_visits" v
WHERE v."id" = w."visit_id" AND v."rolled"
  AND NOT EXISTS (SELECT 1 FROM "analytics_rolled_days" r WHERE r."day" = w."day" AND r."final");--> statement-breakpoint
UPDATE "analytics_rolled_days" r SET "views_through" = (SELECT max(w."seq") FROM "analytics_views" w WHERE w."day" = r."day")
WHERE NOT r."final";--> statement-breakpoint
UPDATE "analytics_views" w SET "seq" = nextval('analytics_views_seq')
WHERE w."seq" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "analytics_rolled_days" r WHERE r."day" = w."day" AND r."final");--> statement-breakpoint
UPDATE "analytics_visits" v SET "rolled_views" = v."pageviews",
  "rolled_through" = (SELECT max(w."seq") FROM "analytics_views" w WHERE w."visit_id" = v."id"),
  "rolled_seconds" = round(extract(epoch FROM v."last_seen_at" - v."started_at"))::integer,
  "rolled_entry" = v."entry_path", "rolled_source" = v."source", "rolled_campaign" = coalesce(v."utm_campaign", ''),
  "rolled_content" = v."content", "rolled_contact" = v."contact"
WHERE v."rolled"
  AND NOT EXISTS (SELECT 1 FROM "analytics_rolled_days" r WHERE r."day" = v."day" AND r."final");--> statement-breakpoint
CREATE INDEX "analytics_views_seq_idx" ON "analytics_views" USING btree ("day","seq");
