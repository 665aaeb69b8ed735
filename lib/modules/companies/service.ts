// Clients of the firm (companies and individual sponsors): list and details of companies, the DTOs,
// and the checks other modules reuse (a client within the actor's reach, a branch choice, the global
// search's clients). Writes: save-company.ts.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import { can } from "@/lib/shared/permissions";
import { fail } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import {
  ACCOUNT_TYPE,
  companyStatusName,
  type AccountType,
  type ClientBase,
  type ClientDetailsBase,
  type CompanyListBody,
} from "./contract";
import { branchForNewRecord, clientVisibility } from "./policy";
import {
  clientCountsByBranch,
  clientsByFein,
  findClient,
  insertClient,
  updateClient,
  findLiveBranch,
  listClients,
  listCompanySignatories,
  listContacts,
  primaryContacts,
  searchClientRows,
  type ClientRow,
  type CompanyRow,
  type ContactRow,
} from "./repository";
import type { ActorContext } from "@/lib/server/context";


export const DUPLICATE_FEIN_MESSAGE = "A client with this FEIN already exists";

// ---------- checks shared with other modules ----------

/** A live client of the tenant that the actor may see, or 404 "Client not found". */
export async function visibleClient(db: Executor, actor: Actor, id: string, accountType?: AccountType): Promise<ClientRow> {
  const row = await findClient(db, actor.tenantId, id, { accountType, visibility: clientVisibility(actor) });
  if (!row) throw fail.notFound("Client");
  return row;
}

/** 422 when a branch id chosen in a form is not a live branch of the tenant. */
export async function assertBranch(db: Executor, tenantId: string, branchId: string | null | undefined, key = "branchId"): Promise<void> {
  if (branchId && !(await findLiveBranch(db, tenantId, branchId))) throw fail.validation({ [key]: MSG.invalid("Branch") });
}

/** The branch of a new record; a branch manager's own branch (naming another one is a 403). */
export function newRecordBranch(actor: Actor, requested: string | null | undefined): string | null {
  const branch = branchForNewRecord(actor, requested);
  if (branch === "forbidden") throw fail.forbidden("You can only add records to your own branch");
  return branch;
}

export type ClientSearchHit = { id: string; name: string; accountType: string; email: string | null; feiNumber: string | null; statusId: number; statusName: string };

/** The global search's clients: up to `limit` companies and individuals within the actor's reach. */
export async function searchClients(db: Executor, actor: Actor, q: string, limit: number): Promise<ClientSearchHit[]> {
  // Global search finds only what the caller may read (not roles 12 and 49).
  if (!can(actor, "client.read")) return [];
  const rows = await searchClientRows(db, actor.tenantId, clientVisibility(actor), q, limit);
  return rows.map((r) => ({ ...r, statusName: companyStatusName(r.statusId) }));
}

// ---------- DTOs ----------

function contactDto(c: ContactRow) {
  return { id: c.id, name: c.name, title: c.title, email: c.email, phone: c.phone, phoneCountryCode: c.phoneCountryCode, isPrimary: c.isPrimary };
}

export function toListRow(r: ClientRow, primary: ContactRow | null): ClientBase {
  const c = r.company;
  return {
    id: c.id,
    accountType: c.accountType,
    accountSubType: c.accountSubType,
    name: c.name,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    feiNumber: c.feiNumber,
    email: c.email,
    phone: c.phone,
    phoneCountryCode: c.phoneCountryCode,
    statusId: c.statusId,
    statusName: companyStatusName(c.statusId),
    branchId: c.branchId,
    branchName: r.branchName,
    registrationCompleted: c.registrationCompleted,
    primaryContact: primary ? { name: primary.name, email: primary.email, phone: primary.phone } : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function clientDetails(db: Executor, tenantId: string, r: ClientRow): Promise<ClientDetailsBase> {
  const c = r.company;
  const [contacts, signatories] = await Promise.all([listContacts(db, tenantId, c.id), listCompanySignatories(db, tenantId, c.id)]);
  return {
    ...toListRow(r, contacts.find((x) => x.isPrimary) ?? null),
    website: c.website,
    address: c.address ?? null,
    naicsCode: c.naicsCode,
    yearEstablished: c.yearEstablished,
    employeeCount: c.employeeCount,
    grossIncomeCents: c.grossIncomeCents,
    profileUpdatedOn: c.profileUpdatedOn?.toISOString() ?? null,
    contacts: contacts.map(contactDto),
    signatories,
  };
}

export async function listClientRows(db: Executor, tenantId: string, rows: ClientRow[]): Promise<ClientBase[]> {
  const primaries = await primaryContacts(db, tenantId, rows.map((r) => r.company.id));
  return rows.map((r) => toListRow(r, primaries.find((p) => p.companyId === r.company.id) ?? null));
}

// ---------- companies ----------

export async function listCompanies({ db, actor }: ActorContext, body: CompanyListBody): Promise<{ rows: ClientBase[]; total: number }> {
  const m = body.filter.matcher;
  const { rows, total } = await listClients(db, actor.tenantId, {
    accountType: ACCOUNT_TYPE.COMPANY,
    visibility: clientVisibility(actor),
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    statusIds: m.statusIds,
    branchIds: m.branchIds,
    companyIds: m.petitionerIds,
  });
  return { rows: await listClientRows(db, actor.tenantId, rows), total };
}

export async function companyDetails({ db, actor }: ActorContext, id: string): Promise<ClientDetailsBase> {
  return clientDetails(db, actor.tenantId, await visibleClient(db, actor, id, ACCOUNT_TYPE.COMPANY));
}

// ---------- helpers of the write calls ----------

/** The firm's live clients with these FEINs (LCA and cap imports match employers by FEIN). */
export { clientsByFein };

/** A client company made by a client's sign-up or a firm's invitation (lib/modules/auth): companies writes its rows. */
export function createClientRecord(db: Executor, values: Parameters<typeof insertClient>[1]): Promise<CompanyRow> {
  return insertClient(db, values);
}

/** A client company's fields changed by another module's flow (a submitted questionnaire's answers). */
export function updateClientRecord(db: Executor, tenantId: string, id: string, patch: Parameters<typeof updateClient>[3]): Promise<CompanyRow> {
  return updateClient(db, tenantId, id, patch);
}

/** Where a client's token links go by default: its primary contact's e-mail, else the company's (LCA, cap and questionnaire links). */
export async function clientLinkEmail(db: Executor, tenantId: string, companyId: string): Promise<string | null> {
  const [contact] = await primaryContacts(db, tenantId, [companyId]);
  if (contact?.email) return contact.email;
  return (await findClient(db, tenantId, companyId, { visibility: { kind: "tenant" } }))?.company.email ?? null;
}

/**
 * Branches' rows with their live clients counted (the branch list and details show the count; companies import
 * branches, so branches cannot ask: the routes compose both).
 */
export async function withClientCounts<T extends { id: string }>({ db, actor }: ActorContext, rows: T[]): Promise<(T & { clientCount: number })[]> {
  const counts = await clientCountsByBranch(db, actor.tenantId, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, clientCount: counts.get(r.id) ?? 0 }));
}

/** The live clients of one branch (what still belongs to it before it is deleted). */
export async function clientsInBranch(db: Executor, tenantId: string, branchId: string): Promise<number> {
  return (await clientCountsByBranch(db, tenantId, [branchId])).get(branchId) ?? 0;
}
