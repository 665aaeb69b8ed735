ALTER TABLE "petition_history" ADD COLUMN "message_code" text;--> statement-breakpoint
ALTER TABLE "petition_history" ADD COLUMN "message_params" jsonb;