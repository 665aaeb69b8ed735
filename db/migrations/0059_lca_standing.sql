ALTER TABLE "petitions" ADD COLUMN "lca_filed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "lca_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 36 §1: the cases no longer read the LCAs' tables (lca imports cases: a data cycle). The LCA module keeps these two
-- flags on the case (lca_status 4 Filed, 5 Certified); the cases of today take them from their linked live LCAs.
UPDATE "petitions" p SET
  "lca_filed" = EXISTS (SELECT 1 FROM "lca_cases" lc JOIN "lcas" l ON l."id" = lc."lca_id" AND l."tenant_id" = lc."tenant_id"
    WHERE lc."tenant_id" = p."tenant_id" AND lc."petition_id" = p."id" AND l."deleted_at" IS NULL AND l."status_id" IN (4, 5)),
  "lca_certified" = EXISTS (SELECT 1 FROM "lca_cases" lc JOIN "lcas" l ON l."id" = lc."lca_id" AND l."tenant_id" = lc."tenant_id"
    WHERE lc."tenant_id" = p."tenant_id" AND lc."petition_id" = p."id" AND l."deleted_at" IS NULL AND l."status_id" = 5);
