CREATE TABLE "lca_fill_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lca_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lca_fill_links" ADD CONSTRAINT "lca_fill_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lca_fill_links" ADD CONSTRAINT "lca_fill_links_lca_id_lcas_id_fk" FOREIGN KEY ("lca_id") REFERENCES "public"."lcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lca_fill_links_token_uq" ON "lca_fill_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lca_fill_links_lca_idx" ON "lca_fill_links" USING btree ("tenant_id","lca_id");