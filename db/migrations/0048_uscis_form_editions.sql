CREATE TABLE "uscis_form_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_code" text NOT NULL,
	"edition" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uscis_form_editions_form_edition_uq" ON "uscis_form_editions" USING btree ("form_code","edition");--> statement-breakpoint
CREATE INDEX "uscis_form_editions_form_from_idx" ON "uscis_form_editions" USING btree ("form_code","valid_from");