CREATE TABLE "seeded_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"page_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
