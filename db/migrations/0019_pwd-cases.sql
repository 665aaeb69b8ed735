CREATE TABLE "pwd_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pwd_number" text NOT NULL,
	"petitioner_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"branch_id" uuid,
	"status_id" integer DEFAULT 14 NOT NULL,
	"job_title" text NOT NULL,
	"soc_code" text NOT NULL,
	"position_type" text NOT NULL,
	"worksite_city" text NOT NULL,
	"worksite_county" text,
	"worksite_state" text NOT NULL,
	"education_level" text NOT NULL,
	"experience_months" integer DEFAULT 0 NOT NULL,
	"special_requirements" text,
	"filed_date" text,
	"dol_case_number" text,
	"determination_date" text,
	"wage_cents" bigint,
	"wage_unit" text,
	"wage_level" text,
	"validity_end" text,
	"notes" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pwd_cases" ADD CONSTRAINT "pwd_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwd_cases" ADD CONSTRAINT "pwd_cases_petitioner_id_companies_id_fk" FOREIGN KEY ("petitioner_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwd_cases" ADD CONSTRAINT "pwd_cases_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwd_cases" ADD CONSTRAINT "pwd_cases_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pwd_cases_tenant_number_uq" ON "pwd_cases" USING btree ("tenant_id","pwd_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pwd_cases_tenant_dol_uq" ON "pwd_cases" USING btree ("tenant_id","dol_case_number") WHERE dol_case_number is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "pwd_cases_tenant_created_idx" ON "pwd_cases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "pwd_cases_tenant_petitioner_idx" ON "pwd_cases" USING btree ("tenant_id","petitioner_id");--> statement-breakpoint
CREATE INDEX "pwd_cases_tenant_validity_idx" ON "pwd_cases" USING btree ("tenant_id","validity_end");