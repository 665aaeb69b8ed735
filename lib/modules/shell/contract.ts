// What the authenticated shell needs to draw itself, built on the server from the page session.
import type { UserPreferences } from "@/db/schema/identity";

/** One account of the signed-in user (the switch-account list). */
export type ShellAccount = {
  membershipId: string;
  tenantName: string;
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
export type SearchAnswer = { clients: SearchHit[]; beneficiaries: SearchHit[]; users: SearchHit[] };
