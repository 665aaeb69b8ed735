CREATE TABLE "meeting_signals" (
	"meeting_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"session" text NOT NULL,
	"to_session" text,
	"data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_signals_meeting_id_seq_pk" PRIMARY KEY("meeting_id","seq")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"petition_id" uuid,
	"invitee_name" text,
	"invitee_email" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"host_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"guest_name" text,
	"host_joined_at" timestamp with time zone,
	"guest_joined_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_signals" ADD CONSTRAINT "meeting_signals_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_signals" ADD CONSTRAINT "meeting_signals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_signals_tenant_created_idx" ON "meeting_signals" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_tenant_scheduled_idx" ON "meetings" USING btree ("tenant_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_token_hash_uq" ON "meetings" USING btree ("token_hash");