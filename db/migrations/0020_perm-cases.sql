CREATE TABLE "perm_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"pwd_id" uuid,
	"professional" boolean DEFAULT true NOT NULL,
	"status_id" integer DEFAULT 17 NOT NULL,
	"filed_date" text,
	"dol_case_number" text,
	"audit_kind" text,
	"audit_notice_date" text,
	"audit_due_date" text,
	"audit_response_date" text,
	"decision" text,
	"decision_date" text,
	"i140_deadline" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perm_recruitment_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"perm_case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"source" text NOT NULL,
	"additional_kind" text,
	"proof_file_key" text,
	"proof_file_name" text,
	"proof_mimetype" text,
	"proof_size" integer,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perm_cases" ADD CONSTRAINT "perm_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perm_cases" ADD CONSTRAINT "perm_cases_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perm_cases" ADD CONSTRAINT "perm_cases_pwd_id_pwd_cases_id_fk" FOREIGN KEY ("pwd_id") REFERENCES "public"."pwd_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perm_recruitment_steps" ADD CONSTRAINT "perm_recruitment_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perm_recruitment_steps" ADD CONSTRAINT "perm_recruitment_steps_perm_case_id_perm_cases_id_fk" FOREIGN KEY ("perm_case_id") REFERENCES "public"."perm_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perm_cases_petition_uq" ON "perm_cases" USING btree ("petition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perm_cases_tenant_dol_uq" ON "perm_cases" USING btree ("tenant_id","dol_case_number") WHERE dol_case_number is not null;--> statement-breakpoint
CREATE INDEX "perm_cases_tenant_pwd_idx" ON "perm_cases" USING btree ("tenant_id","pwd_id");--> statement-breakpoint
CREATE INDEX "perm_recruitment_steps_case_idx" ON "perm_recruitment_steps" USING btree ("tenant_id","perm_case_id","start_date");