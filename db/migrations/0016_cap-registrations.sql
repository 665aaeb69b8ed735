CREATE TABLE "cap_registration_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cap_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"petitioner_id" uuid NOT NULL,
	"branch_id" uuid,
	"beneficiary_id" uuid NOT NULL,
	"cap_type" text DEFAULT 'regular' NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"date_of_birth" text,
	"gender" text,
	"country_of_birth_id" integer,
	"citizenship_country_id" integer,
	"passport_number" text,
	"passport_country_id" integer,
	"passport_expiry" text,
	"job_title" text,
	"soc_code" text,
	"worksite_city" text,
	"worksite_county" text,
	"worksite_state" text,
	"area_code" text,
	"area_name" text,
	"wage_cents" bigint,
	"wage_unit" text,
	"wage_level" text,
	"wage_level_source" text,
	"confirmation_number" text,
	"submitted_date" text,
	"result_date" text,
	"petition_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wage_areas" (
	"wage_year" integer NOT NULL,
	"state" text NOT NULL,
	"county_key" text NOT NULL,
	"county" text NOT NULL,
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	CONSTRAINT "wage_areas_wage_year_state_county_key_pk" PRIMARY KEY("wage_year","state","county_key")
);
--> statement-breakpoint
CREATE TABLE "wage_datasets" (
	"wage_year" integer PRIMARY KEY NOT NULL,
	"areas" integer NOT NULL,
	"counties" integer NOT NULL,
	"rates" integer NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_rates" (
	"wage_year" integer NOT NULL,
	"area_code" text NOT NULL,
	"soc_code" text NOT NULL,
	"level1_cents" integer NOT NULL,
	"level2_cents" integer NOT NULL,
	"level3_cents" integer NOT NULL,
	"level4_cents" integer NOT NULL,
	CONSTRAINT "wage_rates_wage_year_area_code_soc_code_pk" PRIMARY KEY("wage_year","area_code","soc_code")
);
--> statement-breakpoint
ALTER TABLE "cap_registration_links" ADD CONSTRAINT "cap_registration_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registration_links" ADD CONSTRAINT "cap_registration_links_registration_id_cap_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."cap_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD CONSTRAINT "cap_registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD CONSTRAINT "cap_registrations_petitioner_id_companies_id_fk" FOREIGN KEY ("petitioner_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD CONSTRAINT "cap_registrations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD CONSTRAINT "cap_registrations_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_registrations" ADD CONSTRAINT "cap_registrations_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_areas" ADD CONSTRAINT "wage_areas_wage_year_wage_datasets_wage_year_fk" FOREIGN KEY ("wage_year") REFERENCES "public"."wage_datasets"("wage_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_wage_year_wage_datasets_wage_year_fk" FOREIGN KEY ("wage_year") REFERENCES "public"."wage_datasets"("wage_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cap_registration_links_token_uq" ON "cap_registration_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cap_registration_links_reg_idx" ON "cap_registration_links" USING btree ("tenant_id","registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_registrations_one_per_season_uq" ON "cap_registrations" USING btree ("tenant_id","fiscal_year","petitioner_id","beneficiary_id") WHERE "cap_registrations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cap_registrations_confirmation_uq" ON "cap_registrations" USING btree ("tenant_id","confirmation_number") WHERE "cap_registrations"."confirmation_number" is not null and "cap_registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cap_registrations_season_idx" ON "cap_registrations" USING btree ("tenant_id","fiscal_year","status_id");--> statement-breakpoint
CREATE INDEX "cap_registrations_beneficiary_idx" ON "cap_registrations" USING btree ("tenant_id","beneficiary_id");