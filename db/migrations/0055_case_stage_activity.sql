ALTER TABLE "petitions" ADD COLUMN "stage_activity" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "stage_driven" boolean DEFAULT false NOT NULL;