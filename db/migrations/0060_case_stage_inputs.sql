ALTER TABLE "petitions" ADD COLUMN "stage_perm" jsonb;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "stage_uscis" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 36 §1: the cases read their stage inputs from their own row; the PERM and green-card modules write them with
-- each change. Today's cases take them from their PERM record (with its PWD) and their USCIS stages.
UPDATE "petitions" p SET "stage_perm" = (
  SELECT jsonb_build_object('statusId', pc."status_id", 'filedDate', pc."filed_date", 'auditResponseDate', pc."audit_response_date", 'pwdStatusId', pw."status_id")
  FROM "perm_cases" pc LEFT JOIN "pwd_cases" pw ON pw."tenant_id" = pc."tenant_id" AND pw."id" = pc."pwd_id" AND pw."deleted_at" IS NULL
  WHERE pc."tenant_id" = p."tenant_id" AND pc."petition_id" = p."id" LIMIT 1
);--> statement-breakpoint
UPDATE "petitions" p SET "stage_uscis" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('stage', g."stage", 'status', g."status", 'receiptNumber', g."receipt_number")), '[]'::jsonb)
  FROM "gc_stages" g WHERE g."tenant_id" = p."tenant_id" AND g."petition_id" = p."id"
);
