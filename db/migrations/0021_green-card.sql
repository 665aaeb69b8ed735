CREATE TABLE "gc_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"category" text,
	"chargeability" text,
	"priority_date" text,
	"final_action_state" text,
	"filing_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gc_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"receipt_number" text,
	"receipt_date" text,
	"status" text DEFAULT 'not_filed' NOT NULL,
	"decision_date" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_bulletin_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"month" text NOT NULL,
	"chart" text NOT NULL,
	"category" text NOT NULL,
	"chargeability" text NOT NULL,
	"value" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "edit_unlocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gc_cases" ADD CONSTRAINT "gc_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gc_cases" ADD CONSTRAINT "gc_cases_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gc_stages" ADD CONSTRAINT "gc_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gc_stages" ADD CONSTRAINT "gc_stages_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_bulletin_entries" ADD CONSTRAINT "visa_bulletin_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gc_cases_petition_uq" ON "gc_cases" USING btree ("petition_id");--> statement-breakpoint
CREATE INDEX "gc_cases_tenant_idx" ON "gc_cases" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gc_stages_petition_stage_uq" ON "gc_stages" USING btree ("petition_id","stage");--> statement-breakpoint
CREATE INDEX "gc_stages_tenant_receipt_idx" ON "gc_stages" USING btree ("tenant_id","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_bulletin_firm_cell_uq" ON "visa_bulletin_entries" USING btree ("tenant_id","month","chart","category","chargeability") WHERE tenant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_bulletin_platform_cell_uq" ON "visa_bulletin_entries" USING btree ("month","chart","category","chargeability") WHERE tenant_id is null;