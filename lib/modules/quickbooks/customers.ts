// QuickBooks customers (spec calls quickbooks/get-customers-list, create-customer, link-customer,
// /quickbook/customer-availability): read from QuickBooks page by page with the firm's linked client beside
// each; a customer made from a client of the firm (DisplayName unique in QuickBooks: 6240 is a 409 here);
// a client linked to at most one customer and a customer to at most one client; unlink.
import "server-only";
import { visibleClient } from "@/lib/modules/companies/service";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { createQbCustomer, qboQuery, qlit, QboApiError, readCustomer, type QbCustomer } from "./api";
import type { AvailabilityAnswer, CreateCustomerBody, CustomerListBody, LinkCustomerBody, QbCustomerDetails, QbCustomerRow } from "./contract";
import { QboAuthError } from "./oauth";
import { deleteLink, insertLink, linkOfCompany, linksByCustomer, unlinkedClients } from "./repository";
import { NotConnectedError } from "./tokens";

/** QuickBooks failures as this API's errors (the route's envelope). */
export async function qboCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof NotConnectedError) throw fail.conflict("Connect QuickBooks first (QuickBooks settings)");
    if (err instanceof QboApiError) {
      if (err.reason === "not_found") throw fail.notFound("QuickBooks customer");
      if (err.reason === "duplicate") throw fail.conflict("QuickBooks already has a customer with this name: choose another display name or link that customer");
      throw fail.conflict(err.message);
    }
    if (err instanceof QboAuthError) throw fail.conflict(err.message);
    throw err;
  }
}

const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

function row(c: QbCustomer, linked: { id: string; name: string } | null): QbCustomerRow {
  return {
    id: c.Id,
    displayName: c.DisplayName,
    companyName: c.CompanyName ?? null,
    email: c.PrimaryEmailAddr?.Address ?? null,
    phone: c.PrimaryPhone?.FreeFormNumber ?? null,
    balanceCents: cents(c.Balance),
    active: c.Active !== false,
    linkedClient: linked,
  };
}

export async function customerList(ctx: ActorContext, body: CustomerListBody): Promise<{ rows: QbCustomerRow[]; total: number }> {
  return qboCall(async () => {
    const where = body.search ? ` where DisplayName like ${qlit(`%${body.search}%`)}` : "";
    const [page, total] = await Promise.all([
      qboQuery<QbCustomer>(ctx.db, ctx.tenant.id, `select * from Customer${where} orderby DisplayName startposition ${(body.page - 1) * body.perpage + 1} maxresults ${body.perpage}`),
      qboQuery<never>(ctx.db, ctx.tenant.id, `select count(*) from Customer${where}`),
    ]);
    const links = await linksByCustomer(ctx.db, ctx.tenant.id, page.rows.map((c) => c.Id));
    return { rows: page.rows.map((c) => row(c, links.get(c.Id) ?? null)), total: total.totalCount ?? page.rows.length };
  });
}

export async function customerDetails(ctx: ActorContext, customerId: string): Promise<QbCustomerDetails> {
  return qboCall(async () => {
    const c = await readCustomer(ctx.db, ctx.tenant.id, customerId);
    const links = await linksByCustomer(ctx.db, ctx.tenant.id, [c.Id]);
    const a = c.BillAddr;
    const address = a ? [a.Line1, a.City, [a.CountrySubDivisionCode, a.PostalCode].filter(Boolean).join(" "), a.Country].filter(Boolean).join(", ") : "";
    return { ...row(c, links.get(c.Id) ?? null), syncToken: c.SyncToken, billAddress: address || null, candidates: links.has(c.Id) ? [] : await unlinkedClients(ctx.db, ctx.tenant.id, undefined, 200) };
  });
}

/** Whether no QuickBooks customer (active or not: QuickBooks counts both) has this display name. */
export async function customerAvailability(ctx: ActorContext, displayName: string): Promise<AvailabilityAnswer> {
  return qboCall(async () => {
    const { rows } = await qboQuery<QbCustomer>(ctx.db, ctx.tenant.id, `select * from Customer where DisplayName = ${qlit(displayName)} and Active in (true, false)`);
    return { displayName, available: rows.length === 0, customerId: rows[0]?.Id ?? null };
  });
}

async function saveLink(ctx: ActorContext, companyId: string, customer: { Id: string; DisplayName: string }, action: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await insertLink(tx, { tenantId: ctx.tenant.id, companyId, customerId: customer.Id, displayName: customer.DisplayName, linkedByUserId: ctx.actor.userId });
      await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "company", entityId: companyId, after: { customerId: customer.Id, displayName: customer.DisplayName }, ip: ctx.ip });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict("This client or this QuickBooks customer is linked already");
    throw err;
  }
}

/** A customer made in QuickBooks from a client of the firm, and linked to it. */
export async function createCustomer(ctx: ActorContext, body: CreateCustomerBody): Promise<QbCustomerRow> {
  const client = (await visibleClient(ctx.db, ctx.actor, body.companyId)).company;
  if (await linkOfCompany(ctx.db, ctx.tenant.id, client.id)) throw fail.conflict("This client is linked to a QuickBooks customer already");
  const displayName = (body.displayName ?? client.name).slice(0, 100);
  const created = await qboCall(() => createQbCustomer(ctx.db, ctx.tenant.id, customerPayload(client, displayName)));
  await saveLink(ctx, client.id, created, "quickbooks.customer-create");
  return row(created, { id: client.id, name: client.name });
}

type ClientFields = { name: string; email: string | null; phone: string | null; accountType: string; address: unknown };

export function customerPayload(client: ClientFields, displayName: string): Record<string, unknown> {
  // The address keeps master-data ids for state and city; the street and ZIP code go as they are.
  const a = (client.address ?? null) as { line1?: string; line2?: string; zipcode?: string } | null;
  return {
    DisplayName: displayName,
    ...(client.accountType === "Company" ? { CompanyName: client.name.slice(0, 100) } : {}),
    ...(client.email ? { PrimaryEmailAddr: { Address: client.email } } : {}),
    ...(client.phone ? { PrimaryPhone: { FreeFormNumber: client.phone } } : {}),
    ...(a?.line1 ? { BillAddr: { Line1: a.line1, ...(a.line2 ? { Line2: a.line2 } : {}), ...(a.zipcode ? { PostalCode: a.zipcode } : {}) } } : {}),
  };
}

export async function linkCustomer(ctx: ActorContext, body: LinkCustomerBody): Promise<QbCustomerRow> {
  const client = (await visibleClient(ctx.db, ctx.actor, body.companyId)).company;
  const customer = await qboCall(() => readCustomer(ctx.db, ctx.tenant.id, body.customerId));
  await saveLink(ctx, client.id, customer, "quickbooks.customer-link");
  return row(customer, { id: client.id, name: client.name });
}

export async function unlinkCustomer(ctx: ActorContext, companyId: string): Promise<{ companyId: string }> {
  await visibleClient(ctx.db, ctx.actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const before = await linkOfCompany(tx, ctx.tenant.id, companyId);
    if (!before || (await deleteLink(tx, ctx.tenant.id, companyId)) === 0) throw fail.notFound("Link");
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "quickbooks.customer-unlink", entityType: "company", entityId: companyId, before: { customerId: before.customerId }, ip: ctx.ip });
  });
  return { companyId };
}
