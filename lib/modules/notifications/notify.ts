// notify(): the one way a module tells users something happened (spec section 7 "Others": /notify/*).
// Called by the event's owner inside its own transaction, with recipients it chose among the users who
// can see the record (e.g. cases' caseStaffRecipients). Writes one row per recipient and, for those who
// chose e-mails at once (users.preferences.notifyEmail, default "instant"), the e-mail in their own
// language through the outbox (the caller's route kicks it after the commit).
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { dateFormatOf } from "@/lib/shared/format/date-order";
import { formatLocale } from "@/lib/shared/format/locale";
import type { NotificationKind, NotificationParams, NotifyEmailChoice } from "./contract";
import { instantMail } from "./mails";
import { activeRecipients, deleteOfCase, firmOf, insertNotifications, markEmailed } from "./repository";

export type { NotificationKind, NotificationParams } from "./contract";

/** The profile screen, where the e-mail choice is changed (named in every notification e-mail). */
export const PROFILE_PATH = "/app/profile";

/**
 * The outbox template of a kind's e-mail: the two e-mails that existed before notifications keep
 * their names (workflow_activity, workflow.assigned); the others are notification.<kind>.
 */
const TEMPLATES: Partial<Record<NotificationKind, string>> = { "workflow.completed": "workflow_activity", "case.assigned": "workflow.assigned" };
export const templateOf = (kind: NotificationKind): string => TEMPLATES[kind] ?? `notification.${kind}`;

export const emailChoiceOf = (preferences: { notifyEmail?: NotifyEmailChoice } | null | undefined): NotifyEmailChoice => preferences?.notifyEmail ?? "instant";

export type Notice = {
  tenantId: string;
  /** Who caused it (null: the system). Never notified of their own action. */
  actorUserId: string | null;
  recipients: readonly string[];
  kind: NotificationKind;
  params: NotificationParams;
  /** The case it is about: hidden from the list once the case is deleted. */
  petitionId?: string | null;
  /** The app path it opens, e.g. /app/petition-details/<id>. */
  link?: string | null;
  /**
   * The caller e-mails the recipients about this event itself (e.g. the rejected document's e-mail to
   * the beneficiary's address): no notification e-mail, and the rows count as e-mailed (no digest).
   */
  emailedByCaller?: boolean;
  /**
   * A link for each e-mailed recipient to answer without signing in (a message's reply link): made in the
   * caller's transaction for those who get the e-mail at once, and shown next to the `link`: its app path and
   * how many days it works.
   */
  replyLink?: (db: Executor, userId: string) => Promise<{ path: string; validDays: number }>;
};

/**
 * Notify `recipients` (the actor left out, duplicates merged, only users with an ACTIVE membership in
 * the firm) in the caller's transaction. Returns the rows written.
 */
export async function notify(db: Executor, n: Notice): Promise<number> {
  const wanted = [...new Set(n.recipients)].filter((id) => id && id !== n.actorUserId);
  if (wanted.length === 0) return 0;
  const people = await activeRecipients(db, n.tenantId, wanted);
  if (people.length === 0) return 0;
  const rows = await insertNotifications(
    db,
    people.map((p) => ({
      tenantId: n.tenantId,
      userId: p.userId,
      actorUserId: n.actorUserId,
      kind: n.kind,
      params: n.params,
      petitionId: n.petitionId ?? null,
      link: n.link ?? null,
      emailedAt: n.emailedByCaller ? new Date() : null,
    })),
  );
  const instant = n.emailedByCaller ? [] : people.filter((p) => emailChoiceOf(p.preferences) === "instant");
  if (instant.length > 0) {
    const firm = await firmOf(db, n.tenantId);
    if (firm) {
      const idOf = new Map(rows.map((r) => [r.userId, r.id]));
      const emailed: string[] = [];
      for (const p of instant) {
        const mail = instantMail({
          locale: formatLocale(p.preferences?.locale),
          dateFormat: dateFormatOf(p.preferences?.dateFormat),
          name: p.name || null,
          kind: n.kind,
          params: n.params,
          link: n.link ? tenantUrl(firm.slug, n.link) : null,
          reply: n.replyLink ? await n.replyLink(db, p.userId).then((r) => ({ link: tenantUrl(firm.slug, r.path), validDays: r.validDays })) : null,
          profileLink: tenantUrl(firm.slug, PROFILE_PATH),
        });
        await enqueueMail(db, { tenantId: n.tenantId, to: p.email, ...mail, template: templateOf(n.kind) });
        const id = idOf.get(p.userId);
        if (id) emailed.push(id);
      }
      await markEmailed(db, n.tenantId, emailed);
    }
  }
  return rows.length;
}

/**
 * A deleted case leaves its readers' notifications (called by cases in the deleting transaction): a deleted
 * case opens for nobody, so its notices would only lead to a "not found". Returns how many were removed.
 */
export function dropCaseNotifications(tx: Executor, tenantId: string, petitionId: string): Promise<number> {
  return deleteOfCase(tx, tenantId, petitionId);
}
