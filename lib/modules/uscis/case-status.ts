// The USCIS Case Status API in the app: the firm's credentials (or the platform's for every firm without
// its own; the secret sealed, never answered back), a case's last status, "check now", and the daily
// check of every open case with a receipt number — and of its green-card stages' own receipts while they
// wait for USCIS — within the credentials' daily limit, least recently checked first, at most `perSecond` calls a second. A changed status writes a line in the case history
// and tells the case's attorney and paralegal. With no credentials the feature is off and says so.
import "server-only";
import { sealData, unsealData } from "iron-session";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { openCaseRecords, openCasesWithReceipt, type ReceiptCaseRecord } from "@/lib/modules/cases/case-refs";
import { pendingStageReceipts } from "@/lib/modules/greencard/gc";
import type { GcStage } from "@/lib/modules/greencard/contract";
import { caseRoleRecipients, notifyCase } from "@/lib/modules/cases/case-recipients";
import type { HistoryMessage } from "@/lib/modules/cases/history-lines";
import { addHistory } from "@/lib/modules/cases/steps/complete";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Actor } from "@/lib/server/auth/session";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { clearUscisTokens, fetchCaseStatus, UscisApiError, type UscisCredentials, type UscisFailure } from "./client";
import type { SaveUscisSettingsBody, UscisCaseStatusDto, UscisSettingsDto, UscisSettingsView, UscisStageStatusDto } from "./contract";
import { deleteSettings, findSettings, findStatus, lastChecked, reserveRequest, saveStatus, statusesOf, upsertSettings, type UscisApiSettingsRow } from "./repository";

export const NOT_CONFIGURED = "The USCIS case status check is off: a firm admin enters the API credentials from developer.uscis.gov in Settings";
export const NO_RECEIPT = "This case has no USCIS receipt number yet";
export const NO_STAGE_RECEIPT = "This green-card stage has no receipt number waiting for USCIS (filed or in RFE)";

/** One receipt the check asks about: the case's own (stage "case") or a green-card stage's. */
type CheckTarget = ReceiptCaseRecord & { stage: string };

const STAGE_FORMS: Record<string, string> = { i140: "I-140", i485: "I-485", i765: "I-765", i131: "I-131" };
export const DAILY_LIMIT = "Today's USCIS requests are used up; the next check is tomorrow";
export const SLOW_DOWN = "USCIS asked to slow down (its request limit): try again in a moment";

/** Why a check gave no status: USCIS's answer, or the credentials' day used up here (`day_limit`). */
type CheckFailure = UscisFailure | "day_limit";

const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
const normalise = (receipt: string) => receipt.replace(/[\s-]/g, "").toUpperCase();

const seal = (secret: string) => sealData({ secret }, { password: env.sessionSecret, ttl: 0 });
async function unseal(sealed: string): Promise<string> {
  const data = await unsealData<{ secret?: string }>(sealed, { password: env.sessionSecret, ttl: 0 });
  if (!data.secret) throw new UscisApiError("unauthorized", "The saved USCIS client secret cannot be read (the app's secret changed): enter it again");
  return data.secret;
}

/** The credentials a firm's checks use: its own, else the platform's. */
async function settingsInUse(db: Executor, tenantId: string): Promise<UscisApiSettingsRow | null> {
  return (await findSettings(db, tenantId)) ?? (await findSettings(db, null));
}

const view = (r: UscisApiSettingsRow | null, today: string): UscisSettingsView | null =>
  r ? { baseUrl: r.baseUrl, clientId: r.clientId, dailyLimit: r.dailyLimit, perSecond: r.perSecond, usedToday: r.usageDay === today ? r.usageCount : 0 } : null;

export async function uscisSettings(ctx: ActorContext): Promise<UscisSettingsDto> {
  const [firm, platform] = await Promise.all([findSettings(ctx.db, ctx.actor.tenantId), findSettings(ctx.db, null)]);
  const today = utcDay();
  const canEditPlatform = can(ctx.actor, "uscis.settings-platform");
  return {
    inUse: firm ? "firm" : platform ? "platform" : null,
    firm: view(firm, today),
    // The platform's credentials are the platform admin's: a firm sees only that they exist.
    platform: platform ? (canEditPlatform ? view(platform, today) : { baseUrl: platform.baseUrl, clientId: "", dailyLimit: platform.dailyLimit, perSecond: platform.perSecond, usedToday: 0 }) : null,
    canEdit: can(ctx.actor, "uscis.settings"),
    canEditPlatform,
  };
}

function ownerOf(ctx: ActorContext, scope: "firm" | "platform"): string | null {
  if (scope === "platform") {
    if (!can(ctx.actor, "uscis.settings-platform")) throw fail.forbidden("Only the platform admin sets the platform's USCIS credentials");
    return null;
  }
  return ctx.actor.tenantId;
}

export async function saveUscisSettings(ctx: ActorContext, body: SaveUscisSettingsBody): Promise<UscisSettingsDto> {
  const tenantId = ownerOf(ctx, body.scope);
  if (new URL(body.baseUrl).protocol === "http:" && !env.uscisAllowLocalBaseUrl) throw fail.validation({ baseUrl: "Base URL must be an https address, e.g. https://api-int.uscis.gov" });
  const before = await findSettings(ctx.db, tenantId);
  if (!before && !body.clientSecret) throw fail.validation({ clientSecret: "*Client Secret is required" });
  const sealed = body.clientSecret ? await seal(body.clientSecret) : before!.clientSecretSealed;
  await ctx.db.transaction(async (tx) => {
    await upsertSettings(tx, tenantId, { baseUrl: body.baseUrl.replace(/\/+$/, ""), clientId: body.clientId, clientSecretSealed: sealed, dailyLimit: body.dailyLimit, perSecond: body.perSecond, updatedByUserId: ctx.actor.userId });
    await writeAudit(tx, {
      tenantId: ctx.actor.tenantId,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: body.scope === "platform" ? "uscis.settings-platform" : "uscis.settings",
      entityType: "uscis_api_settings",
      entityId: null,
      before: before ? { baseUrl: before.baseUrl, clientId: before.clientId, dailyLimit: before.dailyLimit, perSecond: before.perSecond } : null,
      after: { baseUrl: body.baseUrl, clientId: body.clientId, dailyLimit: body.dailyLimit, perSecond: body.perSecond, secretChanged: !!body.clientSecret },
      ip: ctx.ip,
    });
  });
  clearUscisTokens();
  return uscisSettings(ctx);
}

export async function removeUscisSettings(ctx: ActorContext, scope: "firm" | "platform"): Promise<UscisSettingsDto> {
  const tenantId = ownerOf(ctx, scope);
  await ctx.db.transaction(async (tx) => {
    if ((await deleteSettings(tx, tenantId)) === 0) throw fail.notFound("USCIS credentials");
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "uscis.settings-remove", entityType: "uscis_api_settings", entityId: null, after: { scope }, ip: ctx.ip });
  });
  clearUscisTokens();
  return uscisSettings(ctx);
}

function statusDto(row: Awaited<ReturnType<typeof findStatus>>, enabled: boolean, receiptNumber: string | null, canCheck: boolean, canRead: boolean, stages: UscisStageStatusDto[] = []): UscisCaseStatusDto {
  const current = row && receiptNumber && row.receiptNumber === receiptNumber ? row : null;
  return {
    enabled,
    receiptNumber,
    formType: current?.formType ?? null,
    submittedDate: current?.submittedDate ?? null,
    statusText: current?.statusText ?? null,
    statusDescription: current?.statusDescription ?? null,
    history: current?.history ?? [],
    lastError: (current?.lastError as UscisFailure | null) ?? null,
    checkedAt: current?.checkedAt?.toISOString() ?? null,
    changedAt: current?.changedAt?.toISOString() ?? null,
    canCheck,
    canRead,
    stages,
  };
}

export async function caseUscisStatus(ctx: ActorContext, petitionId: string): Promise<UscisCaseStatusDto> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  const [settings, kept, pending] = await Promise.all([settingsInUse(ctx.db, ctx.actor.tenantId), statusesOf(ctx.db, ctx.actor.tenantId, p.id), pendingStageReceipts(ctx.db, ctx.actor.tenantId, p.id)]);
  const receipt = p.receiptNumber ? normalise(p.receiptNumber) : null;
  // A stage's kept status counts only while it is about the stage's receipt number as it is now.
  const stages = pending.map((s): UscisStageStatusDto => {
    const number = normalise(s.receiptNumber);
    const row = kept.find((k) => k.stage === s.stage && k.receiptNumber === number);
    return {
      stage: s.stage as GcStage,
      receiptNumber: number,
      statusText: row?.statusText ?? null,
      statusDescription: row?.statusDescription ?? null,
      lastError: (row?.lastError as UscisFailure | null) ?? null,
      checkedAt: row?.checkedAt?.toISOString() ?? null,
      changedAt: row?.changedAt?.toISOString() ?? null,
    };
  });
  const own = kept.find((k) => k.stage === "case") ?? null;
  return statusDto(own, !!settings, receipt, !!settings && !!receipt && can(ctx.actor, "uscis.check"), can(ctx.actor, "uscis.check"), stages);
}

/**
 * Ask USCIS for one case's status and keep the answer; a changed status writes the case history and tells
 * the case team. Returns the failure instead of throwing when `quiet` (the daily check goes on).
 */
async function checkOne(db: Executor, settings: UscisApiSettingsRow, creds: UscisCredentials, c: CheckTarget, actor: Actor | null): Promise<{ changed: boolean; failure: CheckFailure | null }> {
  const receipt = normalise(c.receiptNumber);
  if (!(await reserveRequest(db, settings.id, utcDay()))) return { changed: false, failure: "day_limit" };
  const before = await findStatus(db, c.tenantId, c.id, c.stage);
  const form = STAGE_FORMS[c.stage];
  const now = new Date();
  try {
    const s = await fetchCaseStatus(creds, receipt);
    const changed = !!before && before.receiptNumber === receipt && !!before.statusText && before.statusText !== s.statusText;
    const first = !before || before.receiptNumber !== receipt || !before.statusText;
    await db.transaction(async (tx) => {
      await saveStatus(tx, {
        tenantId: c.tenantId,
        petitionId: c.id,
        stage: c.stage,
        receiptNumber: receipt,
        formType: s.formType,
        submittedDate: s.submittedDate,
        statusText: s.statusText,
        statusDescription: s.statusDescription,
        history: s.history,
        lastError: null,
        checkedAt: now,
        changedAt: changed || first ? now : (before?.changedAt ?? now),
      });
      const line: HistoryMessage = form ? { code: "uscisStageStatus", params: { form, status: s.statusText ?? "-" } } : { code: "uscisStatus", params: { status: s.statusText ?? "-" } };
      if (changed || first) await addHistory(tx, { tenantId: c.tenantId, petitionId: c.id, code: null, line, actor });
      if (changed) {
        const recipients = await caseRoleRecipients(tx, c.tenantId, c.id, [ROLE.ATTORNEY, ROLE.PARALEGAL]);
        await notifyCase(tx, c, { actorUserId: actor?.userId ?? null, recipients, kind: "uscis.status-changed", params: { status: form ? `${form}: ${s.statusText ?? ""}` : (s.statusText ?? "") } });
      }
    });
    return { changed, failure: null };
  } catch (err) {
    if (!(err instanceof UscisApiError)) throw err;
    await saveStatus(db, {
      tenantId: c.tenantId,
      petitionId: c.id,
      stage: c.stage,
      receiptNumber: receipt,
      ...(before && before.receiptNumber === receipt ? {} : { statusText: null, statusDescription: null, history: [] }),
      lastError: err.reason,
      checkedAt: now,
    });
    return { changed: false, failure: err.reason };
  }
}

const FAILURE_MESSAGES: Record<CheckFailure, string> = {
  invalid: "USCIS says the receipt number is not valid: check it on the Tracking tab",
  not_found: "USCIS does not know this receipt number (yet)",
  limited: SLOW_DOWN,
  day_limit: DAILY_LIMIT,
  unauthorized: "USCIS refused the API credentials: check them in Settings",
  failed: "USCIS could not be reached; try again later",
};

async function credentialsOf(settings: UscisApiSettingsRow): Promise<UscisCredentials> {
  return { baseUrl: settings.baseUrl, clientId: settings.clientId, clientSecret: await unseal(settings.clientSecretSealed) };
}

/** "Check now" on a case's receipt, or on one of its green-card stages' (`stage`): one call, answered with the statuses (or why there is none). */
export async function checkCaseNow(ctx: ActorContext, petitionId: string, stage?: GcStage): Promise<UscisCaseStatusDto> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  const settings = await settingsInUse(ctx.db, ctx.actor.tenantId);
  if (!settings) throw fail.conflict(NOT_CONFIGURED);
  const stageReceipt = stage ? (await pendingStageReceipts(ctx.db, ctx.actor.tenantId, p.id)).find((s) => s.stage === stage) : undefined;
  if (stage && !stageReceipt) throw fail.conflict(NO_STAGE_RECEIPT);
  const receiptNumber = stageReceipt?.receiptNumber ?? p.receiptNumber;
  if (!receiptNumber) throw fail.conflict(NO_RECEIPT);
  let creds: UscisCredentials;
  try {
    creds = await credentialsOf(settings);
  } catch (err) {
    throw fail.conflict((err as Error).message);
  }
  const target = { id: p.id, tenantId: p.tenantId, caseNumber: p.caseNumber, customCaseNumber: p.customCaseNumber, subTypeId: p.subTypeId, receiptNumber, stage: stage ?? "case" };
  const { failure } = await checkOne(ctx.db, settings, creds, target, ctx.actor);
  // A receipt USCIS does not know or refuses is an answer (kept with the status); the rest is a refusal to say now.
  if (failure && failure !== "invalid" && failure !== "not_found") throw fail.conflict(FAILURE_MESSAGES[failure]);
  return caseUscisStatus(ctx, petitionId);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The daily check (job "uscis.status-check"): each firm's open cases with a receipt number, least recently
 * checked first, as many as the credentials' day allows, `perSecond` at most. Stops a firm's run at the
 * limit or when USCIS refuses the credentials. Returns the counts.
 */
/** Every receipt to follow: open cases' own, and their green-card stages' waiting for USCIS. */
async function checkTargets(db: Executor, tenantId?: string): Promise<CheckTarget[]> {
  const own = (await openCasesWithReceipt(db, tenantId)).map((c) => ({ ...c, stage: "case" }));
  const stages = await pendingStageReceipts(db, tenantId);
  const cases = new Map((await openCaseRecords(db, [...new Set(stages.map((s) => s.petitionId))])).map((c) => [c.id, c]));
  const staged = stages.flatMap((s) => {
    const c = cases.get(s.petitionId);
    return c ? [{ ...c, receiptNumber: s.receiptNumber, stage: s.stage }] : [];
  });
  return [...own, ...staged];
}

export async function checkAllCases(db: Executor, opts: { tenantId?: string } = {}): Promise<{ checked: number; changed: number; failed: number }> {
  const cases = await checkTargets(db, opts.tenantId);
  const byTenant = new Map<string, CheckTarget[]>();
  for (const c of cases) byTenant.set(c.tenantId, [...(byTenant.get(c.tenantId) ?? []), c]);
  const totals = { checked: 0, changed: 0, failed: 0 };
  for (const [tenantId, list] of byTenant) {
    const settings = await settingsInUse(db, tenantId);
    if (!settings) continue;
    let creds: UscisCredentials;
    try {
      creds = await credentialsOf(settings);
    } catch (err) {
      log.warn({ err, tenantId }, "[uscis] the saved client secret cannot be read");
      continue;
    }
    const seen = await lastChecked(db, tenantId);
    const at = (c: CheckTarget) => seen.get(`${c.id}:${c.stage}`)?.getTime() ?? 0;
    const ordered = [...list].sort((a, b) => at(a) - at(b));
    const gap = Math.ceil(1000 / Math.max(settings.perSecond, 1));
    for (const c of ordered) {
      const started = Date.now();
      const r = await checkOne(db, settings, creds, c, null);
      if (r.failure === "day_limit" || r.failure === "limited" || r.failure === "unauthorized") {
        log.warn({ tenantId, reason: r.failure }, "[uscis] the daily check stopped");
        break;
      }
      totals.checked += 1;
      if (r.changed) totals.changed += 1;
      if (r.failure) totals.failed += 1;
      const wait = gap - (Date.now() - started);
      if (wait > 0) await pause(wait);
    }
  }
  return totals;
}
