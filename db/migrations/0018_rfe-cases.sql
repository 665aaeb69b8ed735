CREATE TABLE "rfe_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"notice_date" text NOT NULL,
	"served_by_mail" boolean DEFAULT false NOT NULL,
	"due_date" text NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_id" integer NOT NULL,
	"completed_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_workflow_activity" text,
	"attorney_user_id" uuid,
	"paralegal_user_id" uuid,
	"petitioner_sign_requested" boolean DEFAULT false NOT NULL,
	"carrier_id" integer,
	"tracking_number" text,
	"filed_date" text,
	"received_date" text,
	"outcome" text,
	"outcome_date" text,
	"closed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "petition_documents" ADD COLUMN "rfe_case_id" uuid;--> statement-breakpoint
ALTER TABLE "petition_history" ADD COLUMN "rfe_case_id" uuid;--> statement-breakpoint
ALTER TABLE "rfe_cases" ADD CONSTRAINT "rfe_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfe_cases" ADD CONSTRAINT "rfe_cases_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfe_cases_petition_sequence_uq" ON "rfe_cases" USING btree ("petition_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "rfe_cases_open_uq" ON "rfe_cases" USING btree ("petition_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "rfe_cases_tenant_due_idx" ON "rfe_cases" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "rfe_cases_tenant_created_idx" ON "rfe_cases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "petition_history_tenant_rfe_idx" ON "petition_history" USING btree ("tenant_id","rfe_case_id","id") WHERE rfe_case_id is not null;--> statement-breakpoint
-- Petitions already answered with an RFE or NOID get their RFE case (rule 18: 84 / 30 days after the notice, +3 when mailed).
INSERT INTO "rfe_cases" ("tenant_id", "petition_id", "sequence", "kind", "notice_date", "served_by_mail", "due_date", "status_id", "completed_activities", "next_workflow_activity", "received_date", "closed_at")
SELECT p."tenant_id", p."id", 1, upper(p."uscis_response"), p."rfe_notice_date", p."rfe_served_by_mail",
  to_char(p."rfe_notice_date"::date + (CASE WHEN p."uscis_response" = 'noid' THEN 30 ELSE 84 END) + (CASE WHEN p."rfe_served_by_mail" THEN 3 ELSE 0 END), 'YYYY-MM-DD'),
  CASE WHEN p."rfe_response_received_date" IS NOT NULL THEN 26 WHEN p."uscis_response" = 'noid' THEN 30 ELSE 24 END,
  CASE WHEN p."rfe_response_received_date" IS NOT NULL THEN '["RFE_NOTICE_RECORDED","RFE_RESPONSE_RECEIVED"]'::jsonb ELSE '["RFE_NOTICE_RECORDED"]'::jsonb END,
  CASE WHEN p."rfe_response_received_date" IS NOT NULL THEN 'RFE_DECISION' ELSE 'RFE_ASSIGN_ATTORNEY' END,
  p."rfe_response_received_date",
  CASE WHEN p."closed_at" IS NOT NULL OR p."deleted_at" IS NOT NULL THEN now() ELSE NULL END
FROM "petitions" p
WHERE p."uscis_response" IN ('rfe', 'noid') AND p."rfe_notice_date" IS NOT NULL;
