CREATE TABLE "edit_presence" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_presence_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
	"path_key" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_host" text
);
--> statement-breakpoint
CREATE TABLE "old_slugs" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_slugs_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "preview_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" text PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"from_key" text NOT NULL,
	"to_path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_key_unique" UNIQUE("from_key")
);
--> statement-breakpoint
CREATE TABLE "revision_media" (
	"revision_id" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "revision_media_revision_id_path_pk" PRIMARY KEY("revision_id","path")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"summary" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_sections" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "heading" || ' ' || "description"), 'B') || setweight(to_tsvector('english', "body_text"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "description"), 'B')) STORED;--> statement-breakpoint
-- Data of the rows that exist already (docs/decisions/0037): published since they were created,
-- version 1 (the column default), a unique slug from the title, each section's text as a document.
UPDATE "blogs" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "products" SET "published_at" = "created_at";--> statement-breakpoint
-- Slugs as contract/src/slug.ts makes them, for Latin letters; a title with none gets
-- post-<start of id> (the server re-slugs those at start with the transliterating function).
-- A collision takes "-2", "-3"… in order of creation.
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT "id", "title" AS label FROM "blogs" ORDER BY "created_at", "id" LOOP
    base := regexp_replace(regexp_replace(lower(r.label), '[''’`]', '', 'g'), '[^a-z0-9]+', '-', 'g');
    base := trim(BOTH '-' FROM left(trim(BOTH '-' FROM base), 100));
    IF base = '' THEN
      base := 'post-' || left(r."id", 8);
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "blogs" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := trim(TRAILING '-' FROM left(base, 99 - length(n::text))) || '-' || n;
    END LOOP;
    UPDATE "blogs" SET "slug" = candidate WHERE "id" = r."id";
  END LOOP;
END $$;--> statement-breakpoint
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT "id", "name" AS label FROM "products" ORDER BY "created_at", "id" LOOP
    base := regexp_replace(regexp_replace(lower(r.label), '[''’`]', '', 'g'), '[^a-z0-9]+', '-', 'g');
    base := trim(BOTH '-' FROM left(trim(BOTH '-' FROM base), 100));
    IF base = '' THEN
      base := 'product-' || left(r."id", 8);
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "products" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := trim(TRAILING '-' FROM left(base, 99 - length(n::text))) || '-' || n;
    END LOOP;
    UPDATE "products" SET "slug" = candidate WHERE "id" = r."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- Each section's plain text becomes a document exactly as textToDoc (contract/src/rich-text.ts) makes
-- one: line breaks unified, control characters dropped, blocks separated by blank (or whitespace-only)
-- lines become paragraphs, the lines inside a block are joined by hardBreaks. Nothing is lost: the
-- description column stays as it was.
WITH "lines" AS (
  SELECT s."id", l."line", l."n"
  FROM "blog_sections" s,
    regexp_split_to_table(
      regexp_replace(
        regexp_replace(s."description", '\r\n?|[\u2028\u2029]', E'\n', 'g'),
        '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]', '', 'g'),
      E'\n') WITH ORDINALITY AS l("line", "n")
), "blocks" AS (
  SELECT "id", "line", "n",
    "line" ~ '^[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]*$' AS "blank",
    count(*) FILTER (WHERE "line" ~ '^[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]*$')
      OVER (PARTITION BY "id" ORDER BY "n") AS "block"
  FROM "lines"
), "nodes" AS (
  SELECT "id", "block", "n", 1 AS "k", jsonb_build_object('type', 'text', 'text', "line") AS "node"
  FROM "blocks" WHERE NOT "blank"
  UNION ALL
  SELECT b."id", b."block", b."n", 0, jsonb_build_object('type', 'hardBreak')
  FROM "blocks" b
  WHERE NOT b."blank" AND EXISTS (
    SELECT 1 FROM "blocks" p WHERE p."id" = b."id" AND p."block" = b."block" AND p."n" < b."n" AND NOT p."blank")
), "paragraphs" AS (
  SELECT "id", "block",
    jsonb_build_object('type', 'paragraph', 'content', jsonb_agg("node" ORDER BY "n", "k")) AS "paragraph"
  FROM "nodes" GROUP BY "id", "block"
), "docs" AS (
  SELECT "id", jsonb_build_object('type', 'doc', 'content', jsonb_agg("paragraph" ORDER BY "block")) AS "doc"
  FROM "paragraphs" GROUP BY "id"
)
UPDATE "blog_sections" s SET "body" = coalesce(
  (SELECT d."doc" FROM "docs" d WHERE d."id" = s."id"),
  '{"type": "doc", "content": [{"type": "paragraph"}]}'::jsonb);--> statement-breakpoint
ALTER TABLE "blog_sections" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
-- What search reads of a post: its sections' headings and text (the repository keeps it from now on).
UPDATE "blogs" b SET "body_text" = coalesce((
  SELECT string_agg(s."heading" || E'\n\n' || s."description", E'\n\n' ORDER BY s."position")
  FROM "blog_sections" s WHERE s."blog_id" = b."id"), '');--> statement-breakpoint
UPDATE "users" SET "role" = 'admin' WHERE "role" NOT IN ('admin', 'editor', 'author');--> statement-breakpoint
ALTER TABLE "edit_presence" ADD CONSTRAINT "edit_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_media" ADD CONSTRAINT "revision_media_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "old_slugs_item_idx" ON "old_slugs" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "revision_media_path_idx" ON "revision_media" USING btree ("path");--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_status_idx" ON "blogs" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('draft', 'review', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'review', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'editor', 'author'));