// Invoices (issue 14 section 1): a draft with legal and filing-fee lines, discount and tax in cents, numbered
// per firm without gaps; sent by e-mail (the client's link marks it viewed and gives the PDF); partial then
// full payment, deposit; void; the list's reach (a petitioner sees its company's sent invoices only); the
// cases' FILE_AFTER_INVOICE and FILE_AFTER_INVOICE_PAYMENT steps completing; the daily job's expiry and
// delivery error. Each call: happy path, bad input 422, a role without the permission 403, another firm 404.
import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { invoices } from "@/db/schema/invoices";
import { oneTimeTokens } from "@/db/schema/identity";
import { hashToken } from "@/lib/server/auth/crypto";
import { emailOutbox } from "@/db/schema/platform";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { reviewInvoices } from "@/lib/modules/invoices/jobs";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";
import { callFile } from "../esign/helpers";
import { caseAt, petitionRow } from "../workflow/helpers";

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id, email: `ap-${tenant.slug}@acme.example` });
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id, branchId: branch.id }, []);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const front = await createUser(tenant, ROLE.FRONT_OFFICE);
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: company.id });
  return { tenant, admin, branch, company, petition, call, front, petitioner };
}

const LINES = [
  { kind: "legal_fee", description: "H-1B transfer petition", quantity: 1, unitCents: 250_000 },
  { kind: "filing_fee", description: "Form I-129 filing fee", quantity: 1, unitCents: 78_000 },
  { kind: "expense", description: "Courier", quantity: 2, unitCents: 4_550 },
];

type Details = { id: string; number: number; displayNumber: string; status: string; totalCents: number; paidCents: number; balanceCents: number; actions: Record<string, boolean> };

async function draft(w: Awaited<ReturnType<typeof world>>, extra: Record<string, unknown> = {}): Promise<Details> {
  const res = await w.call("invoices/create", { companyId: w.company.id, petitionIds: [w.petition.id], lines: LINES, dueDate: "2026-12-20", ...extra }, w.front.token);
  expectStatus(res, 200);
  return res.body.result.data;
}

async function tokenOf(tenantId: string, to: string): Promise<string> {
  const db = await getDb();
  // The newest invoice e-mail (PostgreSQL answers rows in no set order without ORDER BY).
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "invoice.sent")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const text = readOutboxMail(row).textBody;
  return /invoice-view\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
}

describe("POST /api/invoices/create, update, details", () => {
  it("a draft: numbered 1, 2 per firm, totals in cents (filing fees untaxed), the client's e-mail as bill-to", async () => {
    const w = await world();
    const first = await draft(w, { discountCents: 10_000, taxRateBp: 825 });
    // Subtotal 250,000 + 78,000 + 9,100 = 337,100; the discount's taxable share 10,000 × 259,100 / 337,100 = 7,686.

    const d = (await w.call("invoices/details", { id: first.id })).body.result.data;
    expect(d).toMatchObject({ number: 1, displayNumber: "INV-000001", status: "not_sent", subtotalCents: 337_100, discountCents: 10_000, taxRateBp: 825, billToName: "Acme Robotics", billToEmail: `ap-${w.tenant.slug}@acme.example`, issueDate: TODAY, dueDate: "2026-12-20" });
    expect(d.taxCents).toBe(Math.round(((259_100 - 7_686) * 825) / 10_000));
    expect(d.totalCents).toBe(337_100 - 10_000 + d.taxCents);
    expect(d.lines.map((l: { taxable: boolean; amountCents: number }) => [l.taxable, l.amountCents])).toEqual([[true, 250_000], [false, 78_000], [true, 9_100]]);
    expect(d.cases).toEqual([{ id: w.petition.id, caseNumber: expect.any(String) }]);
    expect(d.actions).toEqual({ update: true, send: true, recordPayment: false, markDeposited: false, void: true });
    expect((await draft(w)).number).toBe(2);
    // Another firm numbers from 1.
    const other = await world();
    expect((await draft(other)).number).toBe(1);
  });

  it("an update replaces the lines of a draft; a sent invoice cannot be changed (409)", async () => {
    const w = await world();
    const inv = await draft(w);
    const up = await w.call("invoices/update", { id: inv.id, petitionIds: [], lines: [LINES[0]], dueDate: "2027-01-15" }, w.front.token);
    expectStatus(up, 200);
    expect(up.body.result.data).toMatchObject({ totalCents: 250_000, dueDate: "2027-01-15", cases: [] });
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 200);
    expectStatus(await w.call("invoices/update", { id: inv.id, lines: [LINES[0]] }, w.front.token), 409);
  });

  it("422: no lines, a bad kind, a case of another client, a line's case not on the invoice, due before issue, discount over the subtotal", async () => {
    const w = await world();
    const otherClient = await createCompany(w.tenant.id, { branchId: w.branch.id });
    const otherCase = await createCase(w.tenant.id, { typeId: 1, subTypeId: 5, petitionerId: otherClient.id, branchId: w.branch.id }, []);
    const c = (body: Record<string, unknown>) => w.call("invoices/create", { companyId: w.company.id, lines: LINES, ...body }, w.front.token);
    expectField(await c({ lines: [] }), "lines", "*Line is required");
    expectField(await c({ lines: [{ ...LINES[0], kind: "tip" }] }), "lines.0.kind", "Kind not valid");
    expectField(await c({ petitionIds: [otherCase.id] }), "petitionIds.0", "This case is not one of the client's");
    expectField(await c({ lines: [{ ...LINES[0], petitionId: w.petition.id }] }), "lines.0.petitionId", "Add this case to the invoice first");
    expectField(await c({ issueDate: "2026-11-20", dueDate: "2026-11-19" }), "dueDate", "The due date cannot be before the issue date");
    expectField(await c({ discountCents: 1_000_000 }), "discountCents", "The discount cannot be more than the subtotal ($3,371.00)");
  });

  it("403 for roles without invoice.manage (paralegal, attorney, petitioner creating); 404 for another firm's client, invoice", async () => {
    const w = await world();
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    const body = { companyId: w.company.id, lines: LINES };
    expectStatus(await w.call("invoices/create", body, paralegal.token), 403);
    expectStatus(await w.call("invoices/create", body, attorney.token), 403);
    expectStatus(await w.call("invoices/create", body, w.petitioner.token), 403);
    expectStatus(await w.call("invoices/details", { id: (await draft(w)).id }, paralegal.token), 403);
    const other = await world();
    const theirs = await draft(other);
    expectStatus(await w.call("invoices/create", { companyId: other.company.id, lines: LINES }), 404);
    expectStatus(await w.call("invoices/details", { id: theirs.id }), 404);
    expectStatus(await w.call("invoices/update", { id: theirs.id, lines: LINES }), 404);
    expectStatus(await w.call("invoices/send", { id: theirs.id }), 404);
  });
});

describe("sending, the client's link, payments, deposit", () => {
  it("sent → viewed (the link) → partially paid → paid → deposited; the PDF for the staff and the link", async () => {
    const w = await world();
    const inv = await draft(w);
    const sent = await w.call("invoices/send", { id: inv.id, message: "Thank you for your business." }, w.front.token);
    expectStatus(sent, 200);
    expect(sent.body.result.data).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    const token = await tokenOf(w.tenant.id, `ap-${w.tenant.slug}@acme.example`);

    const view = (t: string) => callApi("invoices/token/view", {}, { tenant: w.tenant.slug, token: t });
    const v = await view(token);
    expectStatus(v, 200);
    expect(v.body.result.data).toMatchObject({ displayNumber: "INV-000001", firmName: w.tenant.name, clientName: "Acme Robotics", totalCents: 337_100, status: "viewed" });
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data).toMatchObject({ status: "viewed", viewedAt: expect.any(String) });
    expectStatus(await view("not-a-token"), 404);
    const other = await world();
    expectStatus(await callApi("invoices/token/view", {}, { tenant: other.tenant.slug, token }), 404);

    const pdf = await callFile("invoices/token/pdf", {}, { tenant: w.tenant.slug, token });
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(pdf.bytes!)).getTitle()).toBe(`Invoice INV-000001 - ${w.tenant.name}`);
    expect((await callFile("invoices/pdf", { id: inv.id }, { tenant: w.tenant.slug, token: w.front.token })).status).toBe(200);

    const pay = (body: Record<string, unknown>) => w.call("invoices/record-payment", { id: inv.id, paidOn: TODAY, method: "check", ...body }, w.front.token);
    expectField(await pay({ amountCents: 400_000 }), "amountCents", "More than the balance due ($3,371.00)");
    expectField(await pay({ amountCents: 100, paidOn: "2026-11-21" }), "paidOn", "A payment cannot be dated in the future");
    expectField(await pay({ amountCents: 100, method: "bitcoin" }), "method", "Method not valid");
    const partial = await pay({ amountCents: 100_000, reference: "Check 1042" });
    expectStatus(partial, 200);
    expect(partial.body.result.data).toMatchObject({ status: "partially_paid", paidCents: 100_000, balanceCents: 237_100 });
    const full = await pay({ amountCents: 237_100, method: "ach" });
    expect(full.body.result.data).toMatchObject({ status: "paid", balanceCents: 0, paidAt: expect.any(String), actions: { recordPayment: false, markDeposited: true, void: false } });
    expectStatus(await pay({ amountCents: 1 }), 409);

    const deposited = await w.call("invoices/mark-deposited", { id: inv.id, depositedOn: TODAY }, w.front.token);
    expect(deposited.body.result.data).toMatchObject({ status: "deposited", actions: { markDeposited: false } });
    expect(deposited.body.result.data.payments.map((p: { depositedOn: string }) => p.depositedOn)).toEqual([TODAY, TODAY]);
    expectStatus(await w.call("invoices/mark-deposited", { id: inv.id, depositedOn: TODAY }, w.front.token), 409);
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 409);
  });

  it("send needs an address; a payment needs a sent invoice; void only without payments, and its link is gone (410)", async () => {
    const w = await world();
    const noMail = await createCompany(w.tenant.id, { branchId: w.branch.id, email: null });
    const inv = (await w.call("invoices/create", { companyId: noMail.id, lines: LINES }, w.front.token)).body.result.data;
    expectField(await w.call("invoices/send", { id: inv.id }, w.front.token), "to", "The client has no e-mail address: enter one to send the invoice to");
    expectStatus(await w.call("invoices/record-payment", { id: inv.id, amountCents: 100, paidOn: TODAY, method: "cash" }, w.front.token), 409);
    expectStatus(await w.call("invoices/send", { id: inv.id, to: "billing@client.example" }, w.front.token), 200);
    const token = await tokenOf(w.tenant.id, "billing@client.example");
    expectField(await w.call("invoices/void", { id: inv.id }, w.front.token), "reason", "*Reason is required");
    const voided = await w.call("invoices/void", { id: inv.id, reason: "Billed to the wrong client" }, w.front.token);
    expect(voided.body.result.data).toMatchObject({ status: "void", balanceCents: 0, voidReason: "Billed to the wrong client", voidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const gone = await callApi("invoices/token/view", {}, { tenant: w.tenant.slug, token });
    expectStatus(gone, 410, "QUESTIONNAIRE_SUBMITTED");
    expect(gone.body.message).toBe("This invoice was cancelled by the firm");
    const paid = await draft(w);
    await w.call("invoices/send", { id: paid.id }, w.front.token);
    await w.call("invoices/record-payment", { id: paid.id, amountCents: 100, paidOn: TODAY, method: "card" }, w.front.token);
    expectStatus(await w.call("invoices/void", { id: paid.id, reason: "x" }, w.front.token), 409);
  });
});

describe("the client's link: expiry and a fresh link", () => {
  const linkRow = async (token: string) => {
    const db = await getDb();
    const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    return row;
  };

  it("lasts 30 days from sending, or to the end of the 30th day past a later due date", async () => {
    const w = await world();
    const soon = await draft(w, { dueDate: "2026-11-25" });
    const late = await draft(w, { dueDate: "2030-01-01" });
    expectStatus(await w.call("invoices/send", { id: soon.id, to: "soon@client.example" }, w.front.token), 200);
    expectStatus(await w.call("invoices/send", { id: late.id, to: "late@client.example" }, w.front.token), 200);
    const fromSending = (await linkRow(await tokenOf(w.tenant.id, "soon@client.example"))).expiresAt.getTime() - Date.now();
    expect(Math.abs(fromSending - 30 * 86_400_000)).toBeLessThan(120_000);
    expect((await linkRow(await tokenOf(w.tenant.id, "late@client.example"))).expiresAt.toISOString()).toBe("2030-02-01T00:00:00.000Z");
  });

  it("answers 410 once expired; the firm sends it again for a fresh link and the replaced one answers 404", async () => {
    const w = await world();
    const inv = await draft(w);
    const to = `ap-${w.tenant.slug}@acme.example`;
    const view = (t: string, slug = w.tenant.slug) => callApi("invoices/token/view", {}, { tenant: slug, token: t });
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 200);
    const first = await tokenOf(w.tenant.id, to);
    expectStatus(await view(first), 200);

    const db = await getDb();
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(oneTimeTokens.tokenHash, hashToken(first)));
    const expired = await view(first);
    expectStatus(expired, 410, "QUESTIONNAIRE_EXPIRED");
    expect(expired.body.message).toBe(`This invoice link has expired. Please ask ${w.tenant.name} to send the invoice again`);
    expect((await callFile("invoices/token/pdf", {}, { tenant: w.tenant.slug, token: first })).status).toBe(410);

    // re-sending: only for the firm's invoice managers, of their own firm
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.petitioner.token), 403);
    const other = await world();
    expectStatus(await other.call("invoices/send", { id: inv.id }), 404);
    expectStatus(await w.call("invoices/send", { id: inv.id, to: "not-an-address" }, w.front.token), 422);
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 200);
    const second = await tokenOf(w.tenant.id, to);
    expect(second).not.toBe(first);
    expectStatus(await view(second), 200);
    expectStatus(await view(second, other.tenant.slug), 404);

    // a third sending replaces the second link: 404, the newest works
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 200);
    expectStatus(await view(second), 404);
    expectStatus(await view(await tokenOf(w.tenant.id, to)), 200);
  });
});

describe("POST /api/invoices/list", () => {
  it("filters (status, pending, case), search by number or client, sorts; a petitioner sees its company's sent invoices only", async () => {
    const w = await world();
    const a = await draft(w);
    const b = await draft(w);
    await w.call("invoices/send", { id: b.id }, w.front.token);
    const list = (body: Record<string, unknown>, token = w.front.token) => w.call("invoices/list", body, token);
    const all = await list({ sortBy: "number", sortOrder: "asc" });
    expectStatus(all, 200);
    expect(all.body.result.data.map((r: Details) => r.number)).toEqual([a.number, b.number]);
    expect(all.body.result.pagination).toMatchObject({ total: 2 });
    expect((await list({ filter: { matcher: { pending: true } } })).body.result.data.map((r: Details) => r.id)).toEqual([b.id]);
    expect((await list({ filter: { matcher: { status: "not_sent" } } })).body.result.data.map((r: Details) => r.id)).toEqual([a.id]);
    expect((await list({ filter: { matcher: { petitionId: w.petition.id } } })).body.result.pagination?.total).toBe(2);
    expect((await list({ search: "INV-000002" })).body.result.data.map((r: Details) => r.id)).toEqual([b.id]);
    expect((await list({ search: "acme" })).body.result.pagination?.total).toBe(2);
    expectField(await list({ filter: { matcher: { status: "lost" } } }), "filter.matcher.status", "Status not valid");
    // The petitioner: only the sent one; its draft is 404 for it.
    expect((await list({}, w.petitioner.token)).body.result.data.map((r: Details) => r.id)).toEqual([b.id]);
    expectStatus(await w.call("invoices/details", { id: a.id }, w.petitioner.token), 404);
    expectStatus(await w.call("invoices/details", { id: b.id }, w.petitioner.token), 200);
    // Another client's petitioner and another firm see none of them.
    const stranger = await createUser(w.tenant, ROLE.PETITIONER, { companyId: (await createCompany(w.tenant.id)).id });
    expect((await list({}, stranger.token)).body.result.pagination?.total).toBe(0);
    const other = await world();
    expect((await other.call("invoices/list", {})).body.result.pagination?.total).toBe(0);
    expectStatus(await w.call("invoices/list", {}, (await createUser(w.tenant, ROLE.PARALEGAL)).token), 403);
  });
});

describe("the cases' filing steps and the daily review", () => {
  it("sending completes FILE_AFTER_INVOICE, full payment FILE_AFTER_INVOICE_PAYMENT", async () => {
    const w = await world();
    const entries = defaultWorkflow(1).map((e) => (e.code === "FILE_AFTER_INVOICE" || e.code === "FILE_AFTER_INVOICE_PAYMENT" ? { ...e, include: true } : e));
    expectStatus(await w.call("workflow/update-config", { entries }), 200);
    const p = await caseAt(w.tenant.id, "FILE_AFTER_INVOICE", { typeId: 1, subTypeId: 5, petitionerId: w.company.id, branchId: w.branch.id });
    const inv = await draft(w, { petitionIds: [p.id] });
    expectStatus(await w.call("invoices/send", { id: inv.id }, w.front.token), 200);
    expect((await petitionRow(p.id)).nextWorkflowActivity).toBe("FILE_AFTER_INVOICE_PAYMENT");
    await w.call("invoices/record-payment", { id: inv.id, amountCents: 1_000, paidOn: TODAY, method: "check" }, w.front.token);
    expect((await petitionRow(p.id)).nextWorkflowActivity).toBe("FILE_AFTER_INVOICE_PAYMENT");
    await w.call("invoices/record-payment", { id: inv.id, amountCents: inv.totalCents - 1_000, paidOn: TODAY, method: "check" }, w.front.token);
    const row = await petitionRow(p.id);
    expect(row.completedActivities).toEqual(expect.arrayContaining(["FILE_AFTER_INVOICE", "FILE_AFTER_INVOICE_PAYMENT"]));
    expect(row.nextWorkflowActivity).toBe("REQUEST_PETITIONER_SIGN");
  });

  it("past its due date and unpaid → expired (not on the due date, not when partly paid); a failed sending e-mail → delivery_error; twice changes nothing", async () => {
    const w = await world();
    const unpaid = await draft(w, { dueDate: "2026-12-01" });
    const partly = await draft(w, { dueDate: "2026-12-01" });
    const bounced = await draft(w, { dueDate: "2027-03-01" });
    for (const i of [unpaid, partly, bounced]) expectStatus(await w.call("invoices/send", { id: i.id }, w.front.token), 200);
    await w.call("invoices/record-payment", { id: partly.id, amountCents: 100, paidOn: TODAY, method: "cash" }, w.front.token);
    const db = await getDb();
    expect((await w.call("invoices/details", { id: bounced.id })).body.result.data.status).toBe("sent");
    // The outbox gave up on the e-mail that sent it (a permanent SMTP refusal).
    const [b] = await db.select({ mailId: invoices.sentMailId }).from(invoices).where(eq(invoices.id, bounced.id));
    await db.update(emailOutbox).set({ status: "failed", lastError: "550 5.1.1 mailbox unavailable" }).where(eq(emailOutbox.id, b.mailId!));

    await reviewInvoices("2026-12-01");
    const status = async (id: string) => (await w.call("invoices/details", { id })).body.result.data.status;
    expect(await status(unpaid.id)).toBe("sent");
    expect(await status(bounced.id)).toBe("delivery_error");
    await reviewInvoices("2026-12-02");
    expect(await status(unpaid.id)).toBe("expired");
    expect(await status(partly.id)).toBe("partially_paid");
    expect((await reviewInvoices("2026-12-02")).changed).toBe(0);
    // Sending again (a corrected address) clears the delivery error.
    expectStatus(await w.call("invoices/send", { id: bounced.id, to: "ap2@acme.example" }, w.front.token), 200);
    expect(await status(bounced.id)).toBe("sent");
  });
});
