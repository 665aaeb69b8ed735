CREATE TABLE "esign_ink_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"petition_id" uuid NOT NULL,
	"form" text NOT NULL,
	"edition" text NOT NULL,
	"source_document_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"packet_file_key" text NOT NULL,
	"packet_page_count" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"signature_step" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"scan_document_id" uuid,
	"received_at" timestamp with time zone,
	"received_by_user_id" uuid,
	"originals_holder" text,
	"originals_location" text,
	"originals_recorded_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD COLUMN "signature_step" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "esign_ink_requests" ADD CONSTRAINT "esign_ink_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_ink_requests" ADD CONSTRAINT "esign_ink_requests_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_ink_requests_case_idx" ON "esign_ink_requests" USING btree ("tenant_id","petition_id","created_at");