-- The planner takes grain and level as independent: it reckoned a 30-day read of the day rows of one
-- level at a tenth of all levels' rows (most of a level's rows are hour rows) and scanned every level's
-- rows of the period through another index. Their common values together fix that (decision 0060).
CREATE STATISTICS IF NOT EXISTS "analytics_visit_rollups_grain_level" (mcv) ON "grain", "level" FROM "analytics_visit_rollups";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "analytics_page_rollups_grain_level" (mcv) ON "grain", "level" FROM "analytics_page_rollups";--> statement-breakpoint
ANALYZE "analytics_visit_rollups";--> statement-breakpoint
ANALYZE "analytics_page_rollups";
