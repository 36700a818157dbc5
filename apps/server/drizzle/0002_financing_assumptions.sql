ALTER TABLE "properties" ADD COLUMN "vacancy_pct" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "irr_assumptions" jsonb;