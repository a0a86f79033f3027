CREATE TABLE "scheduled_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_changes_due_idx" ON "scheduled_changes" USING btree ("publish_at");