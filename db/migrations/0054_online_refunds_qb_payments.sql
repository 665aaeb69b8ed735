CREATE TABLE "invoice_payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text NOT NULL,
	"reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_payment_pushes" (
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"origin" text DEFAULT 'pushed' NOT NULL,
	"qb_payment_id" text,
	"sync_token" text,
	"amount_cents" integer,
	"pushed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickbooks_payment_pushes_tenant_id_payment_id_pk" PRIMARY KEY("tenant_id","payment_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "dispute_ref" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "disputed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payment_refunds" ADD CONSTRAINT "invoice_payment_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_refunds" ADD CONSTRAINT "invoice_payment_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_payment_pushes" ADD CONSTRAINT "quickbooks_payment_pushes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_payment_pushes" ADD CONSTRAINT "quickbooks_payment_pushes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_refunds_ref_uq" ON "invoice_payment_refunds" USING btree ("tenant_id","provider_ref");--> statement-breakpoint
CREATE INDEX "invoice_payment_refunds_invoice_idx" ON "invoice_payment_refunds" USING btree ("tenant_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "quickbooks_payment_pushes_invoice_idx" ON "quickbooks_payment_pushes" USING btree ("tenant_id","invoice_id");