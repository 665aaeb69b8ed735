// Sign-in: password check, the account/company/branch chooser, and the hand-off to another firm's sub-domain.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { dummyPasswordHash, verifyPassword } from "@/lib/server/auth/crypto";
import { createSession, type Actor } from "@/lib/server/auth/session";
import { consumeToken, issueToken } from "@/lib/server/auth/one-time-token";
import { effectivePermissions } from "@/lib/shared/permissions";
import { writeAudit } from "@/lib/server/audit/audit";
import { AppError, fail } from "@/lib/server/errors";
import { assertUnderLimit, clearLimit, currentCount, recordFailure } from "@/lib/server/http/rate-limit";
import { ROLE, roleName } from "@/lib/shared/constants/roles";
import type { AccountOption, LoginBody, LoginChoice, LoginRedirect } from "./contract";
import { findUserByEmail, findUserById } from "@/lib/server/auth/identity";
import { listUserMemberships, type MembershipOption } from "./repository";
import { loginUserDetails, type LoginUserDetails } from "./session-user";
import type { HostContext } from "@/lib/server/context";
import { dateFormatOf } from "@/lib/shared/format/date-order";


export type LoginOutcome =
  | { kind: "session"; token: string; details: LoginUserDetails }
  | { kind: "choice"; choice: LoginChoice }
  | { kind: "redirect"; redirect: LoginRedirect };

const invalidCredentials = () => new AppError("UNAUTHENTICATED", "Invalid email or password");

export async function login(req: HostContext, body: LoginBody): Promise<LoginOutcome> {
  if ("handoffToken" in body) {
    if (!req.tenant) throw fail.notFound("Firm");
    // The host's firm is part of the look-up: on another firm's host the token is not used up.
    const t = await consumeToken(req.db, body.handoffToken, "handoff", { tenantId: req.tenant.id });
    if (!t.userId) throw fail.badRequest("This link is invalid or has expired. Please request a new one");
    return startSession(req, t.userId, String(t.payload.membershipId));
  }
  if ("choiceToken" in body) {
    const t = await consumeToken(req.db, body.choiceToken, "login_choice");
    if (!t.userId) throw invalidCredentials();
    return startSession(req, t.userId, body.membershipId);
  }

  const email = body.email.toLowerCase();
  const user = await passwordUser(req, email, body.password);
  const all = await listUserMemberships(req.db, user.id);
  const active = all.filter((m) => m.statusId === 1 && m.tenantStatusId === 1);
  if (active.length === 0) {
    const pending = all.filter((m) => m.statusId === 3 && m.tenantStatusId === 1);
    if (pending.length > 0) throw new AppError("FORBIDDEN", pendingMessage(user.emailVerifiedAt !== null, pending));
    if (all.some((m) => m.statusId === 3)) throw new AppError("FORBIDDEN", "Your account is not activated yet. Please use the link in your activation e-mail");
    throw inactiveAccount(all, req.tenant);
  }
  if (active.length === 1 && active[0].tenantId === req.tenant?.id) {
    return startSession(req, user.id, active[0].membershipId);
  }
  if (active.length === 1 && !req.tenant) {
    return { kind: "redirect", redirect: await handoff(req.db, user.id, active[0]) };
  }
  const choiceToken = await issueToken(req.db, { purpose: "login_choice", userId: user.id });
  return { kind: "choice", choice: buildChoice(choiceToken, active, req.tenant) };
}

const FAILURE_WINDOW = 15 * 60_000;
/** Failed sign-ins from one address for one account before that address is refused for it (429). */
const PAIR_LIMIT = 10;
/** Failed sign-ins from one address, over every account, before it is refused altogether (a spray). */
const ADDRESS_LIMIT = 200;
/** Failed sign-ins of one account, from anywhere, after which every attempt on it waits first. */
const ACCOUNT_SLOWDOWN_FROM = 10;
const MAX_DELAY_MS = 2000;

/**
 * How long an attempt on an account waits before its password is checked, given the account's failures
 * in the window from every address: none below 10, then 250 ms, doubling every 10 failures, at most 2 s.
 * Waited whatever the password, so the delay tells nothing about it.
 */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < ACCOUNT_SLOWDOWN_FROM) return 0;
  return Math.min(MAX_DELAY_MS, 250 * 2 ** Math.floor((accountFailures - ACCOUNT_SLOWDOWN_FROM) / 10));
}

/**
 * The user whose password this is, else 401 "Invalid email or password". Failures are counted in the
 * database (every app server sees the same counts) for 15 minutes under three keys (README "Sign-in
 * throttling"): the address and the account together (refused past 10, the right password too), the
 * address alone (refused past 200: one address trying many accounts), and the account alone, which
 * never refuses, so guesses from elsewhere cannot lock the owner out, but slows every attempt down.
 */
export async function passwordUser(req: HostContext, email: string, password: string) {
  const pair = `login:${req.ip}:${email}`;
  const perIp = `login-ip:${req.ip}`;
  const perAccount = `login-email:${email}`;
  await Promise.all([assertUnderLimit(req.db, pair, PAIR_LIMIT), assertUnderLimit(req.db, perIp, ADDRESS_LIMIT)]);
  const delay = loginDelayMs(await currentCount(req.db, perAccount));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await findUserByEmail(req.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok || !user.passwordHash) {
    await Promise.all([pair, perIp, perAccount].map((key) => recordFailure(req.db, key, FAILURE_WINDOW)));
    await writeAudit(req.db, { tenantId: req.tenant?.id ?? null, actorUserId: user?.id ?? null, action: "auth.login_failed", entityType: "user", entityId: user?.id, after: { email }, ip: req.ip });
    throw invalidCredentials();
  }
  // The account's own count is left to its window: the owner signing in does not end an attack from elsewhere.
  await clearLimit(req.db, pair);
  return user;
}

/**
 * LOGIN_USER_INACTIVE for a user whose password was right but whose accounts are all switched off (the membership,
 * or the firm): the firm, and whom to ask — the firm's administrator, by the name (and e-mail) of its profile's
 * contact when the firm gave one, else unnamed. Only ever after the right password (passwordUser first): a wrong
 * one answers "Invalid email or password" whether the account exists, is active or not (README "Inactive accounts").
 * The firm is the host's when the user has an account there, else the user's one firm; with several, the plain text.
 */
export function inactiveAccount(all: readonly Pick<MembershipOption, "tenantId" | "tenantName" | "tenantAdminName" | "tenantAdminEmail">[], tenant: Pick<TenantRow, "id"> | null): AppError {
  const here = all.filter((m) => m.tenantId === tenant?.id);
  const firms = [...new Map((here.length ? here : all).map((m) => [m.tenantId, m])).values()];
  if (firms.length !== 1) return fail.inactive();
  const { tenantName, tenantAdminName, tenantAdminEmail } = firms[0];
  const name = tenantAdminName?.trim();
  if (!name) return new AppError("LOGIN_USER_INACTIVE", `Your account at ${tenantName} is inactive. Please ask the firm's administrator to reactivate it`);
  const contact = tenantAdminEmail?.trim() ? `${name} (${tenantAdminEmail.trim()})` : name;
  return new AppError("LOGIN_USER_INACTIVE", `Your account at ${tenantName} is inactive. Please ask ${contact}, the firm's administrator, to reactivate it`);
}

/** Why a user whose only accounts are pending cannot sign in yet (signup, registration, invitation). */
function pendingMessage(emailVerified: boolean, pending: MembershipOption[]): string {
  const petitioner = pending.filter((m) => m.roleId === ROLE.PETITIONER && m.companyStatusId !== null && m.companyStatusId !== 1);
  if (!emailVerified) return "Please verify your e-mail address first, using the link we sent you. You can ask for a new link";
  if (petitioner.length === pending.length && petitioner.some((m) => m.companyStatusId === 3)) {
    return "Your company registration is awaiting approval by the firm. You can sign in once it is approved";
  }
  if (petitioner.length === pending.length) return "Your company registration was not approved. Please contact the firm";
  return "Your account is not activated yet. Please use the link in your activation e-mail";
}

function buildChoice(choiceToken: string, active: MembershipOption[], tenant: TenantRow | null): LoginChoice {
  const options: AccountOption[] = active.map((m) => ({
    membershipId: m.membershipId,
    tenantSlug: m.tenantSlug,
    tenantName: m.tenantName,
    roleId: m.roleId,
    roleName: roleName(m.roleId),
    companyId: m.companyId,
    companyName: m.companyName,
    branchId: m.branchId,
    branchName: m.branchName,
  }));
  const uniq = <T,>(xs: T[], key: (x: T) => string) => [...new Map(xs.map((x) => [key(x), x])).values()];
  const here = active.filter((m) => m.tenantId === tenant?.id);
  return {
    choiceRequired: true,
    choiceToken,
    accounts: uniq(active, (m) => m.tenantSlug).map((m) => ({ tenantSlug: m.tenantSlug, tenantName: m.tenantName })),
    companies: uniq(here.filter((m) => m.companyId), (m) => m.companyId!).map((m) => ({ companyId: m.companyId!, companyName: m.companyName ?? "" })),
    branches: uniq(here.filter((m) => m.branchId), (m) => m.branchId!).map((m) => ({ branchId: m.branchId!, branchName: m.branchName ?? "" })),
    options,
  };
}

/** A one-time hand-off link that signs the user in to `m` on its firm's sub-domain. */
export async function handoff(db: Executor, userId: string, m: MembershipOption): Promise<LoginRedirect> {
  const token = await issueToken(db, { purpose: "handoff", userId, tenantId: m.tenantId, payload: { membershipId: m.membershipId } });
  return { redirectUrl: tenantUrl(m.tenantSlug, `/app/login?handoff=${encodeURIComponent(token)}`) };
}

async function startSession(req: HostContext, userId: string, membershipId: string): Promise<LoginOutcome> {
  const user = await findUserById(req.db, userId);
  if (!user) throw invalidCredentials();
  const m = (await listUserMemberships(req.db, userId)).find((x) => x.membershipId === membershipId);
  if (!m) throw fail.validation({ membershipId: "Choose one of the listed accounts" });
  if (m.statusId !== 1 || m.tenantStatusId !== 1) throw inactiveAccount([m], req.tenant);
  if (m.tenantId !== req.tenant?.id) return { kind: "redirect", redirect: await handoff(req.db, userId, m) };
  const tenant = req.tenant;
  const { token } = await createSession(req.db, { userId, tenantId: tenant.id, membershipId, roleId: m.roleId, ip: req.ip, userAgent: req.userAgent });
  const actor: Actor = { sessionId: "", userId, tenantId: tenant.id, membershipId, roleId: m.roleId, companyId: m.companyId, branchId: m.branchId, email: user.email, name: user.name, dateFormat: dateFormatOf(user.preferences?.dateFormat), permissions: effectivePermissions(tenant.permissions, m.roleId) };
  await writeAudit(req.db, { tenantId: tenant.id, actorUserId: userId, actorRoleId: m.roleId, action: "auth.login", entityType: "session", entityId: membershipId, ip: req.ip });
  return { kind: "session", token, details: await loginUserDetails(req.db, actor, tenant, token) };
}
