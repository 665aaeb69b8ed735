-- Issue 34 §3: paralegals (role 8) create cap registrations (cap-lca.create admits them, tied to CAP_LCA_CREATE).
-- CAP_LCA_CREATE has always been the paralegal's default (the fallback entry before issue 33, DEFAULT_PERMISSIONS
-- since), but the action refused the role, so the box did nothing. A firm whose stored key for role 8 lacks it gets it,
-- unless the firm took it away itself: a tenant.update in the audit log whose after-map has a role 8 list without
-- CAP_LCA_CREATE while the before-map showed it (a list with it, or no list: the matrix then showed the default, ticked).
-- Roles without a key follow DEFAULT_PERMISSIONS already.
UPDATE "tenants" t SET "permissions" = jsonb_set(t."permissions", '{8}', (t."permissions"->'8') || '["CAP_LCA_CREATE"]'::jsonb)
WHERE jsonb_typeof(t."permissions"->'8') = 'array' AND NOT ((t."permissions"->'8') ? 'CAP_LCA_CREATE')
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."tenant_id" = t."id" AND a."action" = 'tenant.update' AND a."entity_type" = 'tenant'
      AND jsonb_typeof(a."after"->'permissions'->'8') = 'array' AND NOT ((a."after"->'permissions'->'8') ? 'CAP_LCA_CREATE')
      AND (jsonb_typeof(a."before"->'permissions'->'8') IS DISTINCT FROM 'array' OR (a."before"->'permissions'->'8') ? 'CAP_LCA_CREATE')
  );
