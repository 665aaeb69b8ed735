CREATE TABLE "i9_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_initial" text,
	"email" text,
	"external_id" text,
	"hire_date" text NOT NULL,
	"termination_date" text,
	"work_location" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "i9_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid,
	"employee_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid,
	"company_id" uuid,
	"reason" text NOT NULL,
	"placed_by_user_id" uuid,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by_user_id" uuid,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "i9_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"verifier_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_purge_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"company_id" uuid,
	"employee_name" text NOT NULL,
	"hire_date" text NOT NULL,
	"termination_date" text NOT NULL,
	"retain_until" text NOT NULL,
	"basis" text NOT NULL,
	"purged_by_user_id" uuid,
	"purged_by_name" text,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_record_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"supplement_id" uuid,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"issuing_authority" text,
	"number_sealed" text,
	"expiration_date" text,
	"receipt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid,
	"edition" text NOT NULL,
	"hire_date" text NOT NULL,
	"short_job" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'section1_pending' NOT NULL,
	"section1" jsonb,
	"section1_sealed" text,
	"ssn_index" text,
	"citizenship" text,
	"authorized_until" text,
	"section1_signed_at" timestamp with time zone,
	"section2" jsonb,
	"section2_signed_at" timestamp with time zone,
	"section2_signed_by_user_id" uuid,
	"section2_verifier_id" uuid,
	"section1_due" text NOT NULL,
	"section2_due" text NOT NULL,
	"retain_until" text,
	"purge_from" text,
	"completed_on" text,
	"reverify_by" text,
	"receipt_due" text,
	"everify" jsonb,
	"late_note" text,
	"legal_hold" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "i9_supplements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"new_name" jsonb,
	"rehire_date" text,
	"signed_by_user_id" uuid,
	"signed_by_name" text NOT NULL,
	"signed_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_user_employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid
);
--> statement-breakpoint
CREATE TABLE "i9_verifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organization" text,
	"title" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "i9_employees" ADD CONSTRAINT "i9_employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_employees" ADD CONSTRAINT "i9_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_events" ADD CONSTRAINT "i9_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_legal_holds" ADD CONSTRAINT "i9_legal_holds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_legal_holds" ADD CONSTRAINT "i9_legal_holds_record_id_i9_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."i9_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_legal_holds" ADD CONSTRAINT "i9_legal_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_legal_holds" ADD CONSTRAINT "i9_legal_holds_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_legal_holds" ADD CONSTRAINT "i9_legal_holds_released_by_user_id_users_id_fk" FOREIGN KEY ("released_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_links" ADD CONSTRAINT "i9_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_links" ADD CONSTRAINT "i9_links_record_id_i9_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."i9_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_links" ADD CONSTRAINT "i9_links_verifier_id_i9_verifiers_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."i9_verifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_purge_certificates" ADD CONSTRAINT "i9_purge_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_purge_certificates" ADD CONSTRAINT "i9_purge_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_record_documents" ADD CONSTRAINT "i9_record_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_record_documents" ADD CONSTRAINT "i9_record_documents_record_id_i9_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."i9_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_records" ADD CONSTRAINT "i9_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_records" ADD CONSTRAINT "i9_records_employee_id_i9_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."i9_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_records" ADD CONSTRAINT "i9_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_supplements" ADD CONSTRAINT "i9_supplements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_supplements" ADD CONSTRAINT "i9_supplements_record_id_i9_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."i9_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_user_employers" ADD CONSTRAINT "i9_user_employers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_user_employers" ADD CONSTRAINT "i9_user_employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_user_employers" ADD CONSTRAINT "i9_user_employers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_verifiers" ADD CONSTRAINT "i9_verifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "i9_employees_tenant_company_name_idx" ON "i9_employees" USING btree ("tenant_id","company_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "i9_employees_external_uq" ON "i9_employees" USING btree ("tenant_id",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid),"external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE INDEX "i9_events_tenant_record_idx" ON "i9_events" USING btree ("tenant_id","record_id","created_at");--> statement-breakpoint
CREATE INDEX "i9_legal_holds_tenant_idx" ON "i9_legal_holds" USING btree ("tenant_id") WHERE released_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "i9_links_token_uq" ON "i9_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "i9_links_tenant_record_idx" ON "i9_links" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "i9_purge_certificates_tenant_purged_idx" ON "i9_purge_certificates" USING btree ("tenant_id","purged_at");--> statement-breakpoint
CREATE INDEX "i9_record_documents_tenant_record_idx" ON "i9_record_documents" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "i9_records_tenant_company_state_idx" ON "i9_records" USING btree ("tenant_id","company_id","state");--> statement-breakpoint
CREATE INDEX "i9_records_tenant_employee_idx" ON "i9_records" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "i9_records_tenant_purge_idx" ON "i9_records" USING btree ("tenant_id","purge_from") WHERE purge_from is not null and purged_at is null;--> statement-breakpoint
CREATE INDEX "i9_records_tenant_reverify_idx" ON "i9_records" USING btree ("tenant_id","reverify_by") WHERE reverify_by is not null;--> statement-breakpoint
CREATE INDEX "i9_records_tenant_ssn_idx" ON "i9_records" USING btree ("tenant_id","ssn_index") WHERE ssn_index is not null;--> statement-breakpoint
CREATE INDEX "i9_supplements_tenant_record_idx" ON "i9_supplements" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "i9_user_employers_uq" ON "i9_user_employers" USING btree ("tenant_id","user_id",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "i9_verifiers_tenant_name_idx" ON "i9_verifiers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE FUNCTION "i9_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'i9_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "i9_events_no_change" BEFORE UPDATE OR DELETE ON "i9_events" FOR EACH ROW EXECUTE FUNCTION "i9_events_append_only"();
