// The notification e-mails (one at once, or the daily digest), in the recipient's language: subject,
// plain text and simple HTML, rendered from the notifications' kinds and parameters; dates in the
// recipient's own order (their profile's date format).
import "server-only";
import type { DateFormat } from "@/lib/shared/format/date-order";
import type { FormatLocale } from "@/lib/shared/format/locale";
import { escapeHtml } from "@/lib/server/mail/link-mail";
import { emailText, renderNotification } from "./render";

type Mail = { subject: string; text: string; html: string };

const esc = escapeHtml;

const greeting = (locale: FormatLocale, name: string | null) => (name ? emailText(locale, "greeting", { name }) : emailText(locale, "greetingAnonymous"));

const wrap = (parts: string[]) =>
  [`<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`, ...parts, `</body></html>`].join("\n");

/** One notification at once. `link` and `profileLink` are absolute. */
export function instantMail(p: { locale: FormatLocale; dateFormat: DateFormat; name: string | null; kind: string; params: unknown; link: string | null; reply?: { link: string; validDays: number } | null; profileLink: string }): Mail {
  const { title, body } = renderNotification({ kind: p.kind, params: p.params }, p.locale, p.dateFormat);
  const footer = emailText(p.locale, "footer", { link: p.profileLink });
  const replyNote = p.reply ? emailText(p.locale, "replyNote", { days: p.reply.validDays }) : "";
  const text = [
    greeting(p.locale, p.name),
    "",
    title,
    body,
    "",
    ...(p.link ? [emailText(p.locale, "open", { link: p.link }), ""] : []),
    ...(p.reply ? [emailText(p.locale, "reply", { link: p.reply.link }), replyNote, ""] : []),
    footer,
  ].join("\n");
  const html = wrap([
    `<p>${esc(greeting(p.locale, p.name))}</p>`,
    `<p><strong>${esc(title)}</strong><br>${esc(body)}</p>`,
    ...(p.link
      ? [`<p><a href="${esc(p.link)}" style="display:inline-block;padding:10px 18px;background:#00265D;color:#ffffff;text-decoration:none;border-radius:4px">${esc(emailText(p.locale, "openButton"))}</a></p>`]
      : []),
    ...(p.reply
      ? [`<p><a href="${esc(p.reply.link)}" style="color:#00265D">${esc(emailText(p.locale, "replyButton"))}</a><br><span style="font-size:12px;color:#6b7280">${esc(replyNote)}</span></p>`]
      : []),
    `<p style="font-size:12px;color:#6b7280">${esc(footer)}</p>`,
  ]);
  return { subject: title, text, html };
}

/** The daily digest of one user in one firm: every notification not yet e-mailed, oldest first. */
export function digestMail(p: {
  locale: FormatLocale;
  dateFormat: DateFormat;
  name: string | null;
  firmName: string;
  items: { kind: string; params: unknown; link: string | null }[];
  profileLink: string;
}): Mail {
  const lines = p.items.map((i) => ({ ...renderNotification(i, p.locale, p.dateFormat), link: i.link }));
  const subject = emailText(p.locale, "digestSubject", { firm: p.firmName, count: lines.length });
  const footer = emailText(p.locale, "footer", { link: p.profileLink });
  const text = [
    greeting(p.locale, p.name),
    "",
    emailText(p.locale, "digestIntro"),
    "",
    ...lines.flatMap((l) => [`- ${l.title}`, `  ${l.body}`, ...(l.link ? [`  ${l.link}`] : [])]),
    "",
    footer,
  ].join("\n");
  const html = wrap([
    `<p>${esc(greeting(p.locale, p.name))}</p>`,
    `<p>${esc(emailText(p.locale, "digestIntro"))}</p>`,
    `<ul>`,
    ...lines.map((l) => `<li><strong>${l.link ? `<a href="${esc(l.link)}">${esc(l.title)}</a>` : esc(l.title)}</strong><br>${esc(l.body)}</li>`),
    `</ul>`,
    `<p style="font-size:12px;color:#6b7280">${esc(footer)}</p>`,
  ]);
  return { subject, text, html };
}
