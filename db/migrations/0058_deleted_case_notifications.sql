-- Issue 36 §1: the notifications list no longer reads the cases' table (a data cycle: cases imports notifications).
-- A deleted case's notifications are removed in the deleting transaction (lib/modules/cases/delete-case.ts); those of
-- cases deleted before this release go now, so the list shows what it showed before.
DELETE FROM "notifications" n USING "petitions" p WHERE p."id" = n."petition_id" AND p."deleted_at" IS NOT NULL;
