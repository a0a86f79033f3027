CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"idempotency_key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"last_result" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_state_check" CHECK ("outbox_messages"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("kind","next_attempt_at") WHERE "outbox_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_ref_idx" ON "outbox_messages" USING btree ("ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_idx" ON "outbox_messages" USING btree ("kind","idempotency_key");
--> statement-breakpoint
-- Every mail of the mail outbox, whatever its state, becomes a message of kind 'mail' (modules/mail).
INSERT INTO "outbox_messages" ("id", "kind", "ref", "payload", "state", "attempts", "next_attempt_at",
	"locked_until", "last_error", "sent_at", "created_at", "updated_at")
SELECT "id", 'mail',
	CASE WHEN "enquiry_id" IS NULL THEN NULL ELSE 'enquiry:' || "enquiry_id" END,
	jsonb_build_object('to', "recipients", 'replyTo', "reply_to", 'subject', "subject", 'text', "text_body",
		'html', "html_body", 'audience', CASE "kind" WHEN 'staff' THEN 'staff' ELSE 'visitor' END),
	"state", "attempts", "next_attempt_at", "locked_until", "last_error", "sent_at", "created_at", "updated_at"
FROM "mail_outbox";
--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;
