ALTER TABLE "uscis_form_editions" ADD COLUMN "field_map" jsonb;--> statement-breakpoint
ALTER TABLE "uscis_form_editions" ADD COLUMN "map_updated_by" uuid;--> statement-breakpoint
ALTER TABLE "uscis_form_editions" ADD COLUMN "map_updated_at" timestamp with time zone;