ALTER TABLE "partner_applications" ADD COLUMN "info_partial" jsonb;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "documents_partial" jsonb;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "menu_partial" jsonb;