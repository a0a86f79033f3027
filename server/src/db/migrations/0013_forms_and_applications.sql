--> statement-breakpoint
-- Hand-written: openings closed before issue 29 count as closed since their last save.
UPDATE "job_openings" SET "closed_at" = "updated_at" WHERE "status" = 'closed';
