CREATE TABLE "i9_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"auto_purge" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "i9_records" ADD COLUMN "due_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "i9_settings" ADD CONSTRAINT "i9_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;