CREATE TABLE "ticket_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"triage_role_ids" jsonb NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 33: every case role has TASK_LIST by default. A firm whose stored map has a key for a case role without
-- TASK_LIST gets it, unless the firm turned it off itself (a tenant.update in the audit log took it away from that role).
-- Roles without a key follow DEFAULT_PERMISSIONS already.
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{5}', (t."permissions"->'5') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'5') = 'array' AND NOT ((t."permissions"->'5') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'5') = 'array' AND (a."before"->'permissions'->'5') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'5', '[]'::jsonb) ? 'TASK_LIST')
  );--> statement-breakpoint
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{6}', (t."permissions"->'6') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'6') = 'array' AND NOT ((t."permissions"->'6') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'6') = 'array' AND (a."before"->'permissions'->'6') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'6', '[]'::jsonb) ? 'TASK_LIST')
  );--> statement-breakpoint
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{7}', (t."permissions"->'7') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'7') = 'array' AND NOT ((t."permissions"->'7') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'7') = 'array' AND (a."before"->'permissions'->'7') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'7', '[]'::jsonb) ? 'TASK_LIST')
  );--> statement-breakpoint
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{8}', (t."permissions"->'8') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'8') = 'array' AND NOT ((t."permissions"->'8') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'8') = 'array' AND (a."before"->'permissions'->'8') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'8', '[]'::jsonb) ? 'TASK_LIST')
  );--> statement-breakpoint
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{9}', (t."permissions"->'9') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'9') = 'array' AND NOT ((t."permissions"->'9') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'9') = 'array' AND (a."before"->'permissions'->'9') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'9', '[]'::jsonb) ? 'TASK_LIST')
  );--> statement-breakpoint
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{10}', (t."permissions"->'10') || '["TASK_LIST"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'10') = 'array' AND NOT ((t."permissions"->'10') ? 'TASK_LIST')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."before"->'permissions'->'10') = 'array' AND (a."before"->'permissions'->'10') ? 'TASK_LIST'
      AND NOT (coalesce(a."after"->'permissions'->'10', '[]'::jsonb) ? 'TASK_LIST')
  );
