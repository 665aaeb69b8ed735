-- The client's invoice links move to one_time_tokens (purpose invoice_view, payload.invoiceId), which gives
-- them an expiry: a link already sent keeps working for 30 days from now, or until 30 days past the due date if later.
INSERT INTO "one_time_tokens" ("token_hash", "purpose", "tenant_id", "payload", "expires_at")
SELECT "view_token_hash", 'invoice_view', "tenant_id", jsonb_build_object('invoiceId', "id"::text),
  greatest(now() + interval '30 days', ("due_date" + 31)::timestamp AT TIME ZONE 'UTC')
FROM "invoices" WHERE "view_token_hash" IS NOT NULL;--> statement-breakpoint
DROP INDEX "invoices_token_uq";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "view_token_hash";
