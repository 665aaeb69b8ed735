ALTER TABLE "email_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "text_sealed" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html_sealed" text;--> statement-breakpoint
-- The bodies of rows queued before sealing stay in text_body/html_body (a migration cannot encrypt: the keys
-- live in the app). Those already delivered, or given up after 5 attempts, are never read again: erased here.
-- The rest are read once by the next delivery, which erases them like sealed bodies.
UPDATE "email_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" IN ('sent', 'logged') OR ("status" = 'failed' AND "attempts" >= 5);
