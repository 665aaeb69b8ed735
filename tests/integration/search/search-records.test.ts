// The global search's record groups (issue 15 section 5): LCAs, I-9 records, invoices, support tickets and
// case documents, each within its module's reach; typo-tolerant (pg_trgm), numbers typed in full first,
// never another firm's records.
import { describe, expect, it } from "vitest";
import { petitionDocuments } from "@/db/schema/cases";
import { i9Employees, i9Records } from "@/db/schema/i9";
import { invoices } from "@/db/schema/invoices";
import { lcas } from "@/db/schema/lca";
import { supportTickets } from "@/db/schema/tickets";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createCompany, createFirm, createUser, uid } from "../../factories";
import { callApi } from "../api";
import { createCase, expectStatus } from "../documents/helpers";

type Result = Record<"clients" | "beneficiaries" | "lcas" | "i9s" | "invoices" | "tickets" | "documents", Record<string, unknown>[]>;

async function world() {
  const db = await getDb();
  const { tenant, admin } = await createFirm();
  const globex = await createCompany(tenant.id, { name: "Globex Corporation" });
  const initech = await createCompany(tenant.id, { name: "Initech Holdings" });
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: globex.id });
  const beneficiaryUser = await createUser(tenant, ROLE.BENEFICIARY);
  const worker = await createBeneficiary(tenant.id, { companyId: globex.id, userId: beneficiaryUser.user.id, firstName: "Marisol", lastName: "Quintero" });
  const globexCase = await createCase(tenant.id, { petitionerId: globex.id, title: "Marisol Quintero - H-1B" }, [worker.id]);
  const initechCase = await createCase(tenant.id, { petitionerId: initech.id, title: "Initech transfer" }, []);

  const [lca] = await db.insert(lcas).values({ tenantId: tenant.id, lcaNumber: `LCA-2026-${uid()}`, petitionerId: globex.id, jobTitle: "Quantum Software Engineer" }).returning();
  await db.insert(lcas).values({ tenantId: tenant.id, lcaNumber: `LCA-2026-${uid()}`, petitionerId: initech.id, jobTitle: "Quantum Hardware Technician" });

  const invoice = (number: number, companyId: string, billToName: string, status: string) =>
    db
      .insert(invoices)
      .values({ tenantId: tenant.id, number, companyId, billToName, status, issueDate: "2026-11-01", dueDate: "2026-12-01", subtotalCents: 1000, totalCents: 1000, createdByUserId: admin.user.id })
      .returning()
      .then((r) => r[0]);
  const sent = await invoice(4242, globex.id, "Globex Accounts Payable", "sent");
  const draft = await invoice(4243, globex.id, "Globex Accounts Payable", "not_sent");
  const initechInvoice = await invoice(42, initech.id, "Initech Holdings", "sent");

  const ticket = (number: number, subject: string, raisedBy: { user: { id: string } }, roleId: number, companyId: string | null) =>
    db
      .insert(supportTickets)
      .values({ tenantId: tenant.id, number, subject, description: "…", type: "case_update", raisedByUserId: raisedBy.user.id, raisedByRoleId: roleId, companyId })
      .returning()
      .then((r) => r[0]);
  const petitionerTicket = await ticket(77, "Receipt notice missing", petitioner, ROLE.PETITIONER, globex.id);
  const workerTicket = await ticket(78, "Receipt notice for my wife", beneficiaryUser, ROLE.BENEFICIARY, globex.id);
  const initechTicket = await ticket(79, "Receipt notice delayed", admin, ROLE.ADMIN, initech.id);

  const employee = async (companyId: string, firstName: string, lastName: string) => {
    const [e] = await db.insert(i9Employees).values({ tenantId: tenant.id, companyId, firstName, lastName, hireDate: "2026-11-02" }).returning();
    const [r] = await db.insert(i9Records).values({ tenantId: tenant.id, employeeId: e.id, companyId, edition: "01/20/25", hireDate: "2026-11-02", section1Due: "2026-11-02", section2Due: "2026-11-05" }).returning();
    return r;
  };
  const anaRecord = await employee(globex.id, "Anastasia", "Ruiz");
  const initechRecord = await employee(initech.id, "Anastasia", "Rivera");

  const doc = (petitionId: string, category: string, docType: string, fileName: string, beneficiaryId: string | null = null) =>
    db
      .insert(petitionDocuments)
      .values({ tenantId: tenant.id, petitionId, category, docType, fileName, beneficiaryId, fileKey: `${tenant.id}/test/${uid()}`, mimetype: "application/pdf", sizeBytes: 10, status: "accepted" })
      .returning()
      .then((r) => r[0]);
  const passport = await doc(globexCase.id, "beneficiary_doc", "passport", "marisol-passport-scan.pdf", worker.id);
  const offer = await doc(globexCase.id, "forms_letters", "offerLetter", "globex-offer-letter.pdf");
  const initechDoc = await doc(initechCase.id, "forms_letters", "offerLetter", "initech-offer-letter.pdf");

  const search = async (q: string, token = admin.token): Promise<Result> => {
    const res = await callApi("search", { q }, { tenant: tenant.slug, token });
    expectStatus(res, 200);
    return res.body.result.data;
  };
  const ids = (hits: Record<string, unknown>[]) => hits.map((h) => h.id);
  return { tenant, admin, globex, petitioner, beneficiaryUser, lca, sent, draft, initechInvoice, petitionerTicket, workerTicket, initechTicket, anaRecord, initechRecord, passport, offer, initechDoc, globexCase, search, ids };
}

describe("POST /api/search: LCAs, I-9 records, invoices, tickets, documents", () => {
  it("finds each group for the firm's admin, typo-tolerant, with the page each one opens", async () => {
    const w = await world();
    const lcaHits = (await w.search("Quantm Softwre")).lcas;
    expect(w.ids(lcaHits)[0]).toBe(w.lca.id);
    expect(lcaHits[0]).toMatchObject({ lcaNumber: w.lca.lcaNumber, jobTitle: "Quantum Software Engineer", petitionerName: "Globex Corporation" });
    // The number typed in full ranks first (another LCA of the year is similar).
    expect(w.ids((await w.search(w.lca.lcaNumber)).lcas)[0]).toBe(w.lca.id);

    // "Globx": a typo of the client's name finds its invoices, its LCA and the client itself.
    const globx = await w.search("Globx");
    expect(w.ids(globx.invoices).sort()).toEqual([w.sent.id, w.draft.id].sort());
    expect(w.ids(globx.lcas)).toEqual([w.lca.id]);
    expect(w.ids(globx.clients as Record<string, unknown>[])).toEqual([w.globex.id]);
    expect((await w.search("Marisol Quintro")).beneficiaries).toEqual([expect.objectContaining({ name: "Marisol Quintero" })]);
    const byNumber = await w.search("INV-004242");
    expect(byNumber.invoices[0]).toMatchObject({ id: w.sent.id, displayNumber: "INV-004242", clientName: "Globex Corporation", detailsPath: `/app/invoice-details/${w.sent.id}` });
    expect(w.ids(byNumber.invoices)).toEqual([w.sent.id]);
    // A number is matched as typed, never by similarity to another number.
    expect([byNumber.lcas, byNumber.tickets, byNumber.i9s, byNumber.documents]).toEqual([[], [], [], []]);
    expect(w.ids((await w.search("42")).invoices)[0]).toBe(w.initechInvoice.id);

    const tickets = (await w.search("Recipt notise")).tickets;
    expect(w.ids(tickets).sort()).toEqual([w.petitionerTicket.id, w.workerTicket.id, w.initechTicket.id].sort());
    const tkt = (await w.search("TKT-000078")).tickets;
    expect(tkt[0]).toMatchObject({ id: w.workerTicket.id, displayNumber: "TKT-000078", subject: "Receipt notice for my wife", detailsPath: `/app/support-tickets/${w.workerTicket.id}` });

    const i9s = (await w.search("Anastasia Ruis")).i9s;
    expect(w.ids(i9s)[0]).toBe(w.anaRecord.id);
    expect(i9s[0]).toMatchObject({ employeeName: "Anastasia Ruiz", employerName: "Globex Corporation", detailsPath: `/app/i9-details/${w.anaRecord.id}` });

    const docs = (await w.search("pasport")).documents;
    expect(w.ids(docs)).toEqual([w.passport.id]);
    expect(docs[0]).toMatchObject({ fileName: "marisol-passport-scan.pdf", docType: "passport", caseNumber: w.globexCase.caseNumber, detailsPath: `/app/petition-details/${w.globexCase.id}?tab=documents` });
    expect(w.ids((await w.search("offer letter")).documents).sort()).toEqual([w.offer.id, w.initechDoc.id].sort());
  });

  it("keeps a petitioner to its company: sent invoices only, its tickets, its I-9s and its cases' documents", async () => {
    const w = await world();
    const as = (q: string) => w.search(q, w.petitioner.token);
    expect(w.ids((await as("Globx")).invoices)).toEqual([w.sent.id]);
    expect((await as("Initech")).invoices).toEqual([]);
    expect((await as("42")).invoices).toEqual([]);
    // Not the ticket its company's beneficiary raised, nor another client's.
    expect(w.ids((await as("receipt notice")).tickets)).toEqual([w.petitionerTicket.id]);
    expect(w.ids((await as("Anastasia")).i9s)).toEqual([w.anaRecord.id]);
    expect(w.ids((await as("offer letter")).documents)).toEqual([w.offer.id]);
    expect(w.ids((await as("Quantum")).lcas)).toEqual([w.lca.id]);
  });

  it("gives a beneficiary none of the firm's invoices, LCAs or I-9s; its own tickets and documents only", async () => {
    const w = await world();
    const d = await w.search("Globx", w.beneficiaryUser.token);
    expect(d.invoices).toEqual([]);
    expect(d.lcas).toEqual([]);
    expect((await w.search("INV-004242", w.beneficiaryUser.token)).invoices).toEqual([]);
    expect((await w.search("Anastasia", w.beneficiaryUser.token)).i9s).toEqual([]);
    expect(w.ids((await w.search("receipt notice", w.beneficiaryUser.token)).tickets)).toEqual([w.workerTicket.id]);
    expect(w.ids((await w.search("passport", w.beneficiaryUser.token)).documents)).toEqual([w.passport.id]);
    expect((await w.search("offer letter", w.beneficiaryUser.token)).documents).toEqual([]);
  });

  it("shows I-9 records only to the roles allowed I-9 (not an attorney), and invoices not to a subscriber", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    const i9User = await createUser(w.tenant, ROLE.I9_USER);
    expect((await w.search("Anastasia", attorney.token)).i9s).toEqual([]);
    expect(w.ids((await w.search("Globx", attorney.token)).invoices).length).toBe(2);
    // An I-9 user reaches the employers assigned to it: none yet.
    expect((await w.search("Anastasia", i9User.token)).i9s).toEqual([]);
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    const d = await w.search("Globx", subscriber.token);
    expect([d.invoices, d.lcas, d.i9s, d.documents]).toEqual([[], [], [], []]);
  });

  it("never answers another firm's records, even with the same names and numbers", async () => {
    await world();
    const other = await createFirm();
    const search = async (q: string) => (await callApi("search", { q }, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data as Result;
    for (const q of ["Globx", "INV-004242", "TKT-000077", "Anastasia", "passport", "Quantum"]) {
      const d = await search(q);
      expect([d.lcas, d.i9s, d.invoices, d.tickets, d.documents], q).toEqual([[], [], [], [], []]);
    }
  });
});
