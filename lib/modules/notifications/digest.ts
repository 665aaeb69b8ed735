// The daily digest (queue "notifications.digest", jobs.ts): for each user of each firm whose choice is
// "digest", one e-mail in their language with every notification not yet e-mailed, then emailedAt is
// set in the same transaction. Rows are locked SKIP LOCKED, so a rerun or a second process never sends
// one twice; a user who chose "instant" or "off" since is skipped (their rows stay as they are).
import "server-only";
import type { Db } from "@/lib/server/db/client";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { dateFormatOf } from "@/lib/shared/format/date-order";
import { formatLocale } from "@/lib/shared/format/locale";
import { digestMail } from "./mails";
import { emailChoiceOf, PROFILE_PATH } from "./notify";
import { activeRecipients, digestTargets, firmOf, lockUnemailed, markEmailed } from "./repository";

/** Send every pending digest; returns how many e-mails were written. */
export async function sendDigests(db: Db): Promise<number> {
  let sent = 0;
  for (const t of await digestTargets(db)) {
    const wrote = await db.transaction(async (tx) => {
      const [person] = await activeRecipients(tx, t.tenantId, [t.userId]);
      if (!person || emailChoiceOf(person.preferences) !== "digest") return false;
      const rows = await lockUnemailed(tx, t.tenantId, t.userId);
      const firm = await firmOf(tx, t.tenantId);
      if (rows.length === 0 || !firm) return false;
      const mail = digestMail({
        locale: formatLocale(person.preferences?.locale),
        dateFormat: dateFormatOf(person.preferences?.dateFormat),
        name: person.name || null,
        firmName: firm.name,
        items: rows.map((r) => ({ kind: r.kind, params: r.params, link: r.link ? tenantUrl(firm.slug, r.link) : null })),
        profileLink: tenantUrl(firm.slug, PROFILE_PATH),
      });
      await enqueueMail(tx, { tenantId: t.tenantId, to: person.email, ...mail, template: "notification.digest" });
      await markEmailed(tx, t.tenantId, rows.map((r) => r.id));
      return true;
    });
    if (wrote) sent++;
  }
  if (sent > 0) kickOutbox(db);
  return sent;
}
