CREATE TABLE "shared_section_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shared_section_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"props" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "shared_sections_status_check" CHECK ("shared_sections"."status" in ('draft', 'review', 'scheduled', 'published'))
);
--> statement-breakpoint
ALTER TABLE "shared_section_blocks" ADD CONSTRAINT "shared_section_blocks_shared_section_id_shared_sections_id_fk" FOREIGN KEY ("shared_section_id") REFERENCES "public"."shared_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sections" ADD CONSTRAINT "shared_sections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_sections" ADD CONSTRAINT "shared_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_section_blocks_shared_section_idx" ON "shared_section_blocks" USING btree ("shared_section_id","position");--> statement-breakpoint
CREATE INDEX "shared_sections_created_idx" ON "shared_sections" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_sections_slug_idx" ON "shared_sections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shared_sections_status_idx" ON "shared_sections" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "shared_sections_status_created_idx" ON "shared_sections" USING btree ("status","created_at","id");