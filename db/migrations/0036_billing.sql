CREATE TABLE "billing_coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"subscription_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"duration" text NOT NULL,
	"duration_months" integer,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"subscription_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"period_start" date,
	"period_end" date,
	"issued_on" date NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"marked_paid_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"kind" text NOT NULL,
	"label" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"products" jsonb NOT NULL,
	"monthly_cents" integer NOT NULL,
	"yearly_cents" integer NOT NULL,
	"per_seat" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"name" text,
	"email" text,
	"address" jsonb,
	"tax_id" text,
	"provider" text DEFAULT 'manual' NOT NULL,
	"provider_customer_id" text,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"interval" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"coupon_id" uuid,
	"coupon_periods_left" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_coupon_redemptions" ADD CONSTRAINT "billing_coupon_redemptions_coupon_id_billing_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."billing_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_coupon_redemptions" ADD CONSTRAINT "billing_coupon_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_coupon_redemptions" ADD CONSTRAINT "billing_coupon_redemptions_subscriber_id_billing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."billing_subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_coupon_redemptions" ADD CONSTRAINT "billing_coupon_redemptions_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscriber_id_billing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."billing_subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_methods" ADD CONSTRAINT "billing_payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_methods" ADD CONSTRAINT "billing_payment_methods_subscriber_id_billing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."billing_subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscribers" ADD CONSTRAINT "billing_subscribers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscribers" ADD CONSTRAINT "billing_subscribers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_subscriber_id_billing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."billing_subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_plan_code_billing_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."billing_plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_coupon_redemptions_uq" ON "billing_coupon_redemptions" USING btree ("coupon_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_coupons_code_uq" ON "billing_coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "billing_invoices_tenant_idx" ON "billing_invoices" USING btree ("tenant_id","subscriber_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_ref_uq" ON "billing_invoices" USING btree ("provider_ref") WHERE provider_ref is not null;--> statement-breakpoint
CREATE INDEX "billing_payment_methods_tenant_idx" ON "billing_payment_methods" USING btree ("tenant_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscribers_firm_uq" ON "billing_subscribers" USING btree ("tenant_id") WHERE company_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscribers_company_uq" ON "billing_subscribers" USING btree ("tenant_id","company_id") WHERE company_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_active_uq" ON "billing_subscriptions" USING btree ("subscriber_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "billing_subscriptions_tenant_idx" ON "billing_subscriptions" USING btree ("tenant_id","subscriber_id");--> statement-breakpoint
INSERT INTO "billing_plans" ("code", "name", "products", "monthly_cents", "yearly_cents", "per_seat", "active", "sort") VALUES
  ('CASE', 'Case management', '["CASE"]', 4900, 49000, true, true, 1),
  ('I9', 'I-9', '["I9"]', 2900, 29000, false, true, 2),
  ('PAF', 'PAF', '["PAF"]', 1900, 19000, false, true, 3),
  ('I9_PAF', 'I-9 and PAF', '["I9","PAF"]', 3900, 39000, false, true, 4),
  ('CASE_I9', 'Case management and I-9', '["CASE","I9"]', 5900, 59000, true, true, 5),
  ('CASE_I9_PAF', 'Case management, I-9 and PAF', '["CASE","I9","PAF"]', 6900, 69000, true, true, 6);
