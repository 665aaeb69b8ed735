CREATE TABLE "invoice_stripe_accounts" (
	"tenant_id" uuid NOT NULL,
	"account" text NOT NULL,
	"publishable_key" text NOT NULL,
	"secrets_sealed" text NOT NULL,
	"secret_key_last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_stripe_accounts_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ALTER COLUMN "recorded_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_into_trust" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_stripe_accounts" ADD CONSTRAINT "invoice_stripe_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_provider_ref_uq" ON "invoice_payments" USING btree ("tenant_id","provider_ref");