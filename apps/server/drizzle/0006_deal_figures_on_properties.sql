ALTER TABLE "properties" ADD COLUMN "cap_rate_pct" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_payment_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "figures_version" integer DEFAULT 0 NOT NULL;