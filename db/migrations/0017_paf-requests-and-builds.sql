CREATE TABLE "paf_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"requester_name" text,
	"note" text,
	"due_date" text NOT NULL,
	"decline_reason" text,
	"requested_by" uuid,
	"handled_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lcas" ADD COLUMN "paf_built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lcas" ADD COLUMN "paf_built_by" uuid;--> statement-breakpoint
ALTER TABLE "lcas" ADD COLUMN "paf_built_key" text;--> statement-breakpoint
ALTER TABLE "paf_requests" ADD CONSTRAINT "paf_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paf_requests" ADD CONSTRAINT "paf_requests_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paf_requests_tenant_created_idx" ON "paf_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "paf_requests_lca_idx" ON "paf_requests" USING btree ("tenant_id","lca_id");