-- Issue 34: legal pages are a declared content type (contract content-types legal.ts). Their saved
-- versions move, every row kept, into the shared revisions as kind 'legal' (item = the page's key), the
-- item as the engine writes it (title and text); the summary says what changed from the version before.
INSERT INTO "revisions" ("id", "kind", "item_id", "version", "created_at", "author_id", "author_name", "summary", "data")
SELECT r."id", 'legal', r."key", r."version", r."created_at", r."author_id",
  CASE WHEN r."author_name" = '' THEN 'System' ELSE r."author_name" END,
  CASE
    WHEN r."prev_title" IS NULL THEN 'Created'
    WHEN r."title" <> r."prev_title" AND r."body" <> r."prev_body" THEN 'Changed title, text'
    WHEN r."title" <> r."prev_title" THEN 'Changed title'
    WHEN r."body" <> r."prev_body" THEN 'Changed text'
    ELSE 'Saved without changes'
  END,
  jsonb_build_object('_id', r."key", 'title', r."title", 'body', r."body", 'version', r."version",
    'updatedAt', to_char(r."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
FROM (
  SELECT *,
    lag("title") OVER w AS "prev_title",
    lag("body") OVER w AS "prev_body"
  FROM "legal_revisions"
  WINDOW w AS (PARTITION BY "key" ORDER BY "created_at", "version")
) r
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "legal_revisions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "legal_revisions" CASCADE;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_pages_created_idx" ON "legal_pages" USING btree ("created_at");--> statement-breakpoint
-- A page was created when its first version was saved.
UPDATE "legal_pages" p SET "created_at" = r."first" FROM (
  SELECT "item_id", min("created_at") AS "first" FROM "revisions" WHERE "kind" = 'legal' GROUP BY "item_id"
) r WHERE r."item_id" = p."key";--> statement-breakpoint
ALTER TABLE "legal_pages" DROP COLUMN "updated_by_name";