-- One workflow configuration per firm and variant (petition, rfe): the key becomes (tenant_id, variant).
ALTER TABLE "workflow_configs" DROP CONSTRAINT "workflow_configs_pkey";--> statement-breakpoint
ALTER TABLE "workflow_configs" ADD COLUMN "variant" text DEFAULT 'petition' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_configs" ADD CONSTRAINT "workflow_configs_tenant_id_variant_pk" PRIMARY KEY("tenant_id","variant");
