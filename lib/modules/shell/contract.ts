// What the authenticated shell needs to draw itself, built on the server from the page session.
import type { UserPreferences } from "@/db/schema/identity";

/** One account of the signed-in user (the switch-account list). */
export type ShellAccount = {
  membershipId: string;
  tenantName: string;
  roleId: number;
  /** English; screens show the role by roleId in the reader's language. */
  roleName: string;
  companyName: string | null;
  branchName: string | null;
  current: boolean;
};

export type ShellData = {
  roleId: number;
  userName: string;
  email: string;
  tenantName: string;
  /** White-labelled tenant with a logo: the top bar shows /api/tenant/branding/logo. */
  showLogo: boolean;
  accounts: ShellAccount[];
  preferences: UserPreferences;
};

/** Answers of /api/search (contract of the search helper): a few matches per kind. */
export type SearchHit = { id: string; name: string; email?: string | null };
/** A case hit: its numbers, title and parties, and the page that opens it (green-card cases have their own). */
export type CaseHit = {
  id: string;
  caseNumber: string;
  customCaseNumber?: string | null;
  title?: string | null;
  statusName?: string | null;
  petitionerName?: string | null;
  beneficiaryName?: string | null;
  detailsPath: string;
};
/** A hit of the record groups: its own page, and the fields the overlay shows (title, second line). */
export type LcaHit = { id: string; lcaNumber: string; jobTitle?: string | null; petitionerName?: string | null; detailsPath: string };
export type I9Hit = { id: string; employeeName: string; employerName?: string | null; hireDate?: string | null; detailsPath: string };
export type InvoiceHit = { id: string; displayNumber: string; clientName?: string | null; billToName?: string | null; detailsPath: string };
export type TicketHit = { id: string; displayNumber: string; subject: string; companyName?: string | null; detailsPath: string };
export type DocumentHit = { id: string; fileName: string; caseNumber: string; caseTitle?: string | null; detailsPath: string };
export type SearchAnswer = {
  cases: CaseHit[];
  clients: SearchHit[];
  beneficiaries: SearchHit[];
  users: SearchHit[];
  lcas: LcaHit[];
  i9s: I9Hit[];
  invoices: InvoiceHit[];
  tickets: TicketHit[];
  documents: DocumentHit[];
};
