// The invitation e-mail of a meeting, in the language the host chose for the guest
// (messages/<locale>/meetings.json "email").
import "server-only";
import { createTranslator } from "use-intl/core";
import enMeetings from "@/messages/en/meetings.json";
import esMeetings from "@/messages/es/meetings.json";
import { linkMail, type LinkMail } from "@/lib/server/mail/link-mail";
import { formatDateTime } from "@/lib/shared/format/dates";

const CATALOGS = { en: enMeetings, es: esMeetings } as const;

export function invitationMail(p: {
  locale: "en" | "es";
  firmName: string;
  hostName: string;
  title: string;
  inviteeName: string | null;
  /** null: the meeting starts now. */
  scheduledAt: Date | null;
  timeZone: string;
  url: string;
}): LinkMail {
  const t = createTranslator({ locale: p.locale, messages: CATALOGS[p.locale], namespace: "email" });
  const when = p.scheduledAt ? t("when", { when: `${formatDateTime(p.scheduledAt, p.timeZone, p.locale)} (${p.timeZone})` }) : t("whenNow");
  return linkMail("meeting.invitation", t("subject", { firm: p.firmName, title: p.title }), {
    greeting: p.inviteeName ? t("greeting", { name: p.inviteeName }) : t("greetingAnonymous"),
    paragraphs: [t("invite", { host: p.hostName, firm: p.firmName, title: p.title }), when, t("how")],
    action: { label: t("action"), url: p.url },
    footer: t("footer"),
  }, p.locale);
}
