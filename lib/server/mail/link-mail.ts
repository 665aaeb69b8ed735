// The e-mails that carry a link (account steps, questionnaire and LCA token links): subject, plain text
// and simple HTML with a button, in one layout.
import "server-only";
export type LinkMail = { subject: string; text: string; html: string; template: string };

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export type LinkMailBody = { greeting: string; paragraphs: string[]; action?: { label: string; url: string }; footer?: string };

/** The line under the button, in the e-mail's language ("en+es": the bilingual e-mails, such as the Form I-9 links). */
const COPY_THE_ADDRESS = {
  en: "If the button does not work, copy this address into your browser:",
  es: "Si el botón no funciona, copie esta dirección en su navegador:",
  "en+es": "If the button does not work, copy this address into your browser: / Si el botón no funciona, copie esta dirección en su navegador:",
} as const;

export function linkMail(template: string, subject: string, b: LinkMailBody, language: keyof typeof COPY_THE_ADDRESS = "en"): LinkMail {
  const esc = escapeHtml;
  const text = [
    b.greeting,
    "",
    ...b.paragraphs.flatMap((p) => [p, ""]),
    ...(b.action ? [`${b.action.label}: ${b.action.url}`, ""] : []),
    ...(b.footer ? [b.footer] : []),
  ]
    .join("\n")
    .trimEnd();
  const html = [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${esc(b.greeting)}</p>`,
    ...b.paragraphs.map((p) => `<p>${esc(p)}</p>`),
    ...(b.action
      ? [
          `<p><a href="${esc(b.action.url)}" style="display:inline-block;padding:10px 18px;background:#00265D;color:#ffffff;text-decoration:none;border-radius:4px">${esc(b.action.label)}</a></p>`,
          `<p style="font-size:12px;color:#6b7280">${esc(COPY_THE_ADDRESS[language])}<br>${esc(b.action.url)}</p>`,
        ]
      : []),
    ...(b.footer ? [`<p style="font-size:12px;color:#6b7280">${esc(b.footer)}</p>`] : []),
    `</body></html>`,
  ].join("\n");
  return { subject, text, html, template };
}
