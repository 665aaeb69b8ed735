CREATE TABLE "lca_cases" (
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lca_cases_lca_id_petition_id_pk" PRIMARY KEY("lca_id","petition_id")
);
--> statement-breakpoint
CREATE TABLE "lca_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lca_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"worksite_id" uuid,
	"method" text NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"public_slug" text,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"taken_down_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lca_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"auto_purge_paf" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lca_workers" (
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"employed_from" text,
	"employed_until" text,
	CONSTRAINT "lca_workers_lca_id_beneficiary_id_pk" PRIMARY KEY("lca_id","beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "lca_worksites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"county" text,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"workers" integer DEFAULT 1 NOT NULL,
	"secondary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lcas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_number" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"visa_class" text DEFAULT 'H-1B' NOT NULL,
	"petitioner_id" uuid,
	"branch_id" uuid,
	"employer_fein" text,
	"job_title" text,
	"soc_code" text,
	"soc_title" text,
	"full_time" boolean DEFAULT true NOT NULL,
	"begin_date" text,
	"end_date" text,
	"workers" integer DEFAULT 1 NOT NULL,
	"wage_from_cents" bigint,
	"wage_to_cents" bigint,
	"wage_unit" text,
	"pw_cents" bigint,
	"pw_unit" text,
	"pw_level" text,
	"pw_source" text,
	"h1b_dependent" boolean,
	"willful_violator" boolean,
	"dol_case_number" text,
	"filed_date" text,
	"decision_date" text,
	"withdrawn_date" text,
	"desired_soc_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"legal_hold" boolean DEFAULT false NOT NULL,
	"successor_entity" boolean DEFAULT false NOT NULL,
	"paf_due_for_purge_at" timestamp with time zone,
	"paf_purged_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paf_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paf_purges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"lca_number" text NOT NULL,
	"dol_case_number" text,
	"employer_name" text,
	"retain_until" text NOT NULL,
	"basis" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purged_by" uuid,
	"purged_by_name" text,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lca_cases" ADD CONSTRAINT "lca_cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_cases" ADD CONSTRAINT "lca_cases_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_cases" ADD CONSTRAINT "lca_cases_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_history" ADD CONSTRAINT "lca_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_history" ADD CONSTRAINT "lca_history_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_notices" ADD CONSTRAINT "lca_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_notices" ADD CONSTRAINT "lca_notices_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_notices" ADD CONSTRAINT "lca_notices_worksite_id_lca_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "public"."lca_worksites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_settings" ADD CONSTRAINT "lca_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_workers" ADD CONSTRAINT "lca_workers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_workers" ADD CONSTRAINT "lca_workers_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_workers" ADD CONSTRAINT "lca_workers_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_worksites" ADD CONSTRAINT "lca_worksites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_worksites" ADD CONSTRAINT "lca_worksites_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lcas" ADD CONSTRAINT "lcas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lcas" ADD CONSTRAINT "lcas_petitioner_id_companies_id_fk" FOREIGN KEY ("petitioner_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lcas" ADD CONSTRAINT "lcas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paf_items" ADD CONSTRAINT "paf_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paf_items" ADD CONSTRAINT "paf_items_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paf_purges" ADD CONSTRAINT "paf_purges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paf_purges" ADD CONSTRAINT "paf_purges_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lca_cases_tenant_petition_idx" ON "lca_cases" USING btree ("tenant_id","petition_id");--> statement-breakpoint
CREATE INDEX "lca_history_lca_idx" ON "lca_history" USING btree ("tenant_id","lca_id","created_at");--> statement-breakpoint
CREATE INDEX "lca_notices_lca_idx" ON "lca_notices" USING btree ("tenant_id","lca_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lca_notices_slug_uq" ON "lca_notices" USING btree ("public_slug");--> statement-breakpoint
CREATE INDEX "lca_notices_live_idx" ON "lca_notices" USING btree ("end_date") WHERE "lca_notices"."public_slug" is not null and "lca_notices"."taken_down_at" is null;--> statement-breakpoint
CREATE INDEX "lca_workers_tenant_beneficiary_idx" ON "lca_workers" USING btree ("tenant_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "lca_worksites_lca_idx" ON "lca_worksites" USING btree ("tenant_id","lca_id");--> statement-breakpoint
CREATE INDEX "lca_worksites_tenant_state_idx" ON "lca_worksites" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "lcas_tenant_number_uq" ON "lcas" USING btree ("tenant_id","lca_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lcas_tenant_dol_case_number_uq" ON "lcas" USING btree ("tenant_id","dol_case_number") WHERE "lcas"."dol_case_number" is not null and "lcas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "lcas_tenant_created_idx" ON "lcas" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "lcas_tenant_status_created_idx" ON "lcas" USING btree ("tenant_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "lcas_tenant_petitioner_idx" ON "lcas" USING btree ("tenant_id","petitioner_id");--> statement-breakpoint
CREATE INDEX "lcas_tenant_begin_idx" ON "lcas" USING btree ("tenant_id","begin_date");--> statement-breakpoint
CREATE INDEX "lcas_tenant_end_idx" ON "lcas" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX "paf_items_lca_idx" ON "paf_items" USING btree ("tenant_id","lca_id");--> statement-breakpoint
CREATE INDEX "paf_purges_tenant_purged_idx" ON "paf_purges" USING btree ("tenant_id","purged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paf_purges_lca_uq" ON "paf_purges" USING btree ("lca_id");