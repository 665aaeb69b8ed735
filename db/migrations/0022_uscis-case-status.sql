CREATE TABLE "uscis_api_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"daily_limit" integer DEFAULT 1000 NOT NULL,
	"per_second" integer DEFAULT 5 NOT NULL,
	"usage_day" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uscis_case_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"form_type" text,
	"submitted_date" text,
	"status_text" text,
	"status_description" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uscis_api_settings" ADD CONSTRAINT "uscis_api_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uscis_case_statuses" ADD CONSTRAINT "uscis_case_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uscis_case_statuses" ADD CONSTRAINT "uscis_case_statuses_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_api_settings_firm_uq" ON "uscis_api_settings" USING btree ("tenant_id") WHERE tenant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_api_settings_platform_uq" ON "uscis_api_settings" USING btree ((tenant_id is null)) WHERE tenant_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_case_statuses_petition_uq" ON "uscis_case_statuses" USING btree ("petition_id");--> statement-breakpoint
CREATE INDEX "uscis_case_statuses_tenant_checked_idx" ON "uscis_case_statuses" USING btree ("tenant_id","checked_at");