CREATE TABLE "change_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"purged_seq" bigint,
	CONSTRAINT "change_feed_one_row" CHECK ("change_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_pending" (
	"tx" bigint NOT NULL,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "change_pending_tx_idx" ON "change_pending" USING btree ("tx");