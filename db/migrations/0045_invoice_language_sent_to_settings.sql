CREATE TABLE "invoice_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"payment_instructions" text,
	"payment_instructions_es" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Invoices sent before: the address their last sending e-mail went to (the history named bill_to_email).
UPDATE "invoices" SET "sent_to" = o."to_address" FROM "email_outbox" o WHERE o."id" = "invoices"."sent_mail_id" AND "invoices"."sent_to" IS NULL;
