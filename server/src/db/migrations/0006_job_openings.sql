CREATE TABLE "job_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"employment_type" text NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"description" jsonb NOT NULL,
	"description_text" text NOT NULL,
	"apply_method" text NOT NULL,
	"apply_value" text DEFAULT '' NOT NULL,
	"closes_at" date,
	"status" text DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_openings_status_check" CHECK ("job_openings"."status" in ('open', 'closed')),
	CONSTRAINT "job_openings_apply_check" CHECK ("job_openings"."apply_method" in ('whatsapp', 'email', 'url')),
	CONSTRAINT "job_openings_type_check" CHECK ("job_openings"."employment_type" in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'))
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_slug_idx" ON "job_openings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_openings_status_idx" ON "job_openings" USING btree ("status","posted_at");