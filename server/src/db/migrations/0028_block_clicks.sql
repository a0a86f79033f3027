CREATE TABLE "analytics_block_rollups" (
	"day" date NOT NULL,
	"page_id" text NOT NULL,
	"block_id" text NOT NULL,
	"clicks" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_block_rollups_pk" PRIMARY KEY("page_id","day","block_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_clicks" (
	"visit_id" bigint,
	"visitor" bigint NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"page_id" text NOT NULL,
	"block_id" text NOT NULL,
	"href" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "visit_click_page" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "visit_click_block" text;--> statement-breakpoint
CREATE INDEX "analytics_clicks_visit_idx" ON "analytics_clicks" USING btree ("visit_id","at");--> statement-breakpoint
CREATE INDEX "analytics_clicks_page_idx" ON "analytics_clicks" USING btree ("page_id","day");--> statement-breakpoint
CREATE INDEX "contact_messages_click_page_idx" ON "contact_messages" USING btree ("visit_click_page","created_at") WHERE "contact_messages"."visit_click_page" is not null;