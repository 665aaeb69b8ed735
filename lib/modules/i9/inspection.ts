// The inspection package (issue 12 section 2): when ICE serves a Notice of Inspection the employer has 3
// business days to produce its Forms I-9. One ZIP per employer with every live (not purged) I-9 of that
// employer: `index.csv` (the list with statuses, dates and late notes), `late-log.csv` (the late Sections
// and reverifications with their good-faith notes), `forms/…pdf` (the official form filled, numbers whole,
// for each I-9 whose Section 1 is signed), `audit-trails/…csv` (each record's trail, oldest first) and
// `document-copies/<form>/…` (the copies of the documents examined the employer kept, issue 33 §5). Needs
// i9.sensitive; the export is written to each record's trail and to the platform audit log.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { toCsv } from "@/lib/server/csv";
import { fail } from "@/lib/server/errors";
import { zipStream, type ZipEntry } from "@/lib/server/zip";
import { employeeEvent, reachOf } from "./access";
import type { I9ListBody } from "./contract";
import { buildI9Pdf } from "./download-pdf";
import { employerOptions } from "./employees";
import { i9ListCsv } from "./records";
import { appendEvents, eventsPage } from "./repository/employees";
import { copiesOf } from "./repository/copies";
import { documentsOf, listRecords } from "./repository/records";
import { i9Document } from "./documents";
import { getFileStore } from "@/lib/server/storage/file-store";
import type { InspectionPackageBody } from "./inspection-contract";

export const INSPECTION_MAX_FORMS = 500;
const STATUSES_KEPT = ["section1_pending", "section2_pending", "complete", "reverification_due", "expired_authorization", "terminated", "eligible_for_purge"] as const;

const listOf = (employer: string, extra: Partial<I9ListBody["filter"]["matcher"]> = {}): I9ListBody => ({
  page: 1,
  perpage: INSPECTION_MAX_FORMS,
  search: "",
  sortBy: "lastName",
  sortOrder: "asc",
  filter: { matcher: { employeeId: undefined, employers: [employer], statuses: [...STATUSES_KEPT], ...extra } },
});

const safe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "");

export async function inspectionPackage(ctx: ActorContext, body: InspectionPackageBody): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  const companyId = body.employer === "firm" ? null : body.employer;
  const employer = (await employerOptions(ctx)).find((o) => o.id === companyId);
  if (!employer) throw fail.notFound("Employer");
  const { rows, total } = await listRecords(ctx.db, ctx.actor.tenantId, reachOf(ctx), listOf(body.employer), ctx.clock.today);
  if (total > INSPECTION_MAX_FORMS) throw fail.validation({ employer: `This employer has ${total} Forms I-9: the package holds ${INSPECTION_MAX_FORMS} at most` });
  const index = await i9ListCsv(ctx, listOf(body.employer));
  const late = await i9ListCsv(ctx, listOf(body.employer, { queue: "late" }));
  const now = new Date();
  const entries: ZipEntry[] = [
    { path: "index.csv", modified: now, read: async () => index.bytes },
    { path: "late-log.csv", modified: now, read: async () => late.bytes },
  ];
  for (const r of rows) {
    const base = safe(`${r.lastName}-${r.firstName}-${r.hireDate}-${r.id.slice(0, 8)}`);
    if (r.section1SignedAt) entries.push({ path: `forms/form-i9-${base}.pdf`, modified: now, read: async () => (await buildI9Pdf(ctx, r)).bytes });
    entries.push({
      path: `audit-trails/${base}.csv`,
      modified: now,
      read: async () => {
        const { rows: events } = await eventsPage(ctx.db, ctx.actor.tenantId, { recordId: r.id, employeeId: r.employeeId, page: 1, perpage: 10_000 });
        return toCsv(
          ["When (UTC)", "Account", "Account e-mail", "Acted as", "Signed as (typed)", "What", "IP address", "Detail"],
          [...events].reverse().map(({ e, userName, userEmail }) => [e.createdAt.toISOString(), userName, userEmail, e.actorKind, e.actorName, e.action, e.ip, JSON.stringify(e.detail)]),
        );
      },
    });
    // The copies of the documents examined, named by the document's list and kind.
    const copies = await copiesOf(ctx.db, ctx.actor.tenantId, r.id);
    if (copies.length) {
      const docs = new Map((await documentsOf(ctx.db, ctx.actor.tenantId, r.id)).map((d) => [d.id, d]));
      copies.forEach((c, i) => {
        const d = docs.get(c.documentId);
        const kind = d ? `list-${d.list}-${safe(i9Document(d.code)?.code ?? d.code)}` : "document";
        const ext = safe(c.fileName.split(".").pop() ?? "") || "bin";
        entries.push({
          path: `document-copies/${base}/${String(i + 1).padStart(2, "0")}-${kind}.${ext.toLowerCase()}`,
          modified: c.createdAt,
          read: async () => {
            const file = await getFileStore().get(c.fileKey);
            if (!file) throw new Error(`i9 inspection: the copy ${c.id} is missing from the store`);
            return file.body;
          },
        });
      });
    }
  }
  await ctx.db.transaction(async (tx) => {
    await appendEvents(tx, rows.map((r) => ({ ...employeeEvent(ctx, r.employeeId, "inspection.exported", { forms: rows.length }), recordId: r.id })));
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "i9.inspection-package", entityType: "employer", entityId: companyId, after: { forms: rows.length }, ip: ctx.ip });
  });
  return { fileName: `i9-inspection-${safe(employer.name)}-${ctx.clock.today}.zip`, stream: zipStream(entries) };
}
