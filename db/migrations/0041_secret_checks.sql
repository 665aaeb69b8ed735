CREATE TABLE "secret_checks" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
