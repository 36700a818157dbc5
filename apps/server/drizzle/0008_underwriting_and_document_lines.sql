ALTER TABLE "properties" ADD COLUMN "document_lines" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "underwriting" jsonb;