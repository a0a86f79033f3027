-- Issue 34: forms are a declared content type (contract content-types/form.ts). Every saved version of
-- a form's definition moves, every row kept, into the shared revisions as kind 'form' (item = the
-- form's id; never pruned: an entry is read and exported with the version it was sent to), the item
-- as the engine writes it; the summary says what changed from the version before. Versions had no
-- author: the first is the form's creator's, the current one its last saver's, any other 'System'.
INSERT INTO "revisions" ("id", "kind", "item_id", "version", "created_at", "author_id", "author_name", "summary", "data")
SELECT gen_random_uuid()::text, 'form', v."form_id", v."version", v."created_at", a."id", coalesce(a."name", 'System'),
  CASE
    WHEN v."prev_title" IS NULL THEN 'Created'
    WHEN v."title" <> v."prev_title" AND v."definition" <> v."prev_definition" THEN 'Changed title, fields and settings'
    WHEN v."title" <> v."prev_title" THEN 'Changed title'
    WHEN v."definition" <> v."prev_definition" THEN 'Changed fields and settings'
    ELSE 'Saved without changes'
  END,
  jsonb_build_object('_id', v."form_id", 'title', v."title", 'definition', v."definition", 'slug', f."slug",
    'version', v."version",
    'createdAt', to_char(f."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(v."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
FROM (
  SELECT *,
    lag("title") OVER w AS "prev_title",
    lag("definition") OVER w AS "prev_definition"
  FROM "form_versions"
  WINDOW w AS (PARTITION BY "form_id" ORDER BY "version")
) v
JOIN "forms" f ON f."id" = v."form_id"
LEFT JOIN "users" a ON a."id" = CASE
  WHEN v."version" = f."version" THEN f."updated_by"
  WHEN v."version" = 1 THEN f."created_by"
END;--> statement-breakpoint
ALTER TABLE "form_versions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "form_versions" CASCADE;--> statement-breakpoint
CREATE INDEX "forms_created_idx" ON "forms" USING btree ("created_at");