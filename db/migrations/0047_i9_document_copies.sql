CREATE TABLE "i9_document_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "i9_document_copies" ADD CONSTRAINT "i9_document_copies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_document_copies" ADD CONSTRAINT "i9_document_copies_record_id_i9_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."i9_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_document_copies" ADD CONSTRAINT "i9_document_copies_document_id_i9_record_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."i9_record_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_document_copies" ADD CONSTRAINT "i9_document_copies_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "i9_document_copies_tenant_record_idx" ON "i9_document_copies" USING btree ("tenant_id","record_id");