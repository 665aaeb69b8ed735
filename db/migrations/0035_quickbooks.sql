CREATE TABLE "quickbooks_connections" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"realm_id" text,
	"company_name" text,
	"environment" text,
	"tokens_sealed" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"connected_by_user_id" uuid,
	"connected_at" timestamp with time zone,
	"push_invoices" boolean DEFAULT true NOT NULL,
	"pull_payments" boolean DEFAULT true NOT NULL,
	"legal_fee_item_id" text,
	"filing_fee_item_id" text,
	"expense_item_id" text,
	"other_item_id" text,
	"income_account_id" text,
	"last_sync_at" timestamp with time zone,
	"last_cdc_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_customer_links" (
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"display_name" text NOT NULL,
	"linked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickbooks_customer_links_tenant_id_company_id_pk" PRIMARY KEY("tenant_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "quickbooks_invoice_syncs" (
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"qb_invoice_id" text,
	"sync_token" text,
	"pushed_at" timestamp with time zone,
	"push_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickbooks_invoice_syncs_tenant_id_invoice_id_pk" PRIMARY KEY("tenant_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "quickbooks_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_payment_syncs" (
	"tenant_id" uuid NOT NULL,
	"qb_payment_id" text NOT NULL,
	"qb_invoice_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"skipped" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickbooks_payment_syncs_tenant_id_qb_payment_id_qb_invoice_id_pk" PRIMARY KEY("tenant_id","qb_payment_id","qb_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "quickbooks_webhook_events" (
	"event_key" text PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD CONSTRAINT "quickbooks_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_customer_links" ADD CONSTRAINT "quickbooks_customer_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_customer_links" ADD CONSTRAINT "quickbooks_customer_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_invoice_syncs" ADD CONSTRAINT "quickbooks_invoice_syncs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_invoice_syncs" ADD CONSTRAINT "quickbooks_invoice_syncs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_oauth_states" ADD CONSTRAINT "quickbooks_oauth_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_payment_syncs" ADD CONSTRAINT "quickbooks_payment_syncs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_payment_syncs" ADD CONSTRAINT "quickbooks_payment_syncs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_connections_realm_uq" ON "quickbooks_connections" USING btree ("realm_id") WHERE "quickbooks_connections"."realm_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_customer_links_customer_uq" ON "quickbooks_customer_links" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "quickbooks_invoice_syncs_qb_idx" ON "quickbooks_invoice_syncs" USING btree ("tenant_id","qb_invoice_id");