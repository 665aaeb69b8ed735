CREATE TABLE "visa_bulletin_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"url" text,
	"outcome" text NOT NULL,
	"cells" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visa_bulletin_fetches_attempted_idx" ON "visa_bulletin_fetches" USING btree ("attempted_at");