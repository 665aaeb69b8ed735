// The QuickBooks queues (lib/server/jobs/runner.ts QUEUES), loaded by lib/modules/platform/jobs.ts:
// "quickbooks.sync" does one firm's work (data: { tenantId, invoiceIds?, paymentIds?, reconcile? }: push the
// invoices, pull the payments, and with reconcile the change feed); "quickbooks.reconcile" runs daily and
// queues a reconcile for every connected firm. Idempotent (sync.ts): a push updates, a payment is recorded once.
import "server-only";
import { getDb } from "@/lib/server/db/client";
import { defineJob, enqueue } from "@/lib/server/jobs/runner";
import { log } from "@/lib/server/log";
import { connectedTenants } from "./repository";
import { syncFirm } from "./sync";

const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, 500) : undefined);

defineJob<{ tenantId?: string; invoiceIds?: unknown; paymentIds?: unknown; reconcile?: boolean }>("quickbooks.sync", async (data) => {
  if (typeof data.tenantId !== "string") return;
  const r = await syncFirm(await getDb(), { tenantId: data.tenantId, invoiceIds: ids(data.invoiceIds), paymentIds: ids(data.paymentIds), reconcile: data.reconcile === true });
  if (r.pushed || r.recorded || r.errors.length) log.info({ tenantId: data.tenantId, ...r }, "[quickbooks] sync");
});

defineJob("quickbooks.reconcile", async () => {
  const db = await getDb();
  for (const tenantId of await connectedTenants(db)) await enqueue(db, "quickbooks.sync", { tenantId, reconcile: true }, { singletonKey: `qb-reconcile:${tenantId}` });
});
