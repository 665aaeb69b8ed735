// The e-mail that carries a questionnaire link: subject, plain text and simple HTML.
import type { QuestionnaireKind } from "./contract";

type QuestionnaireMail = { subject: string; text: string; html: string; template: string };

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const WHAT: Record<QuestionnaireKind, string> = {
  beneficiary: "your personal, passport, education, employment and immigration details",
  petitioner: "the company and job details",
  sponsor: "the sponsor's identity, address and income details",
};

export function questionnaireMail(p: {
  kind: QuestionnaireKind;
  firmName: string;
  caseNumber: string;
  name: string | null;
  link: string;
  expiresOn: string;
}): QuestionnaireMail {
  const subject = `${p.firmName}: please complete the questionnaire for case ${p.caseNumber}`;
  const greeting = `Hello ${p.name || "there"},`;
  const paragraphs = [
    `${p.firmName} asks you to complete a questionnaire for case ${p.caseNumber} with ${WHAT[p.kind]}.`,
    "No sign-in is needed: open the link below. Your answers are saved as you go, so you can come back to it with the same link until you submit it.",
    `The link is personal, works until ${p.expiresOn} and can be submitted once. Please do not forward this e-mail.`,
  ];
  const text = [greeting, "", ...paragraphs.flatMap((x) => [x, ""]), `Open the questionnaire: ${p.link}`].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${esc(greeting)}</p>`,
    ...paragraphs.map((x) => `<p>${esc(x)}</p>`),
    `<p><a href="${esc(p.link)}" style="display:inline-block;padding:10px 18px;background:#00265D;color:#ffffff;text-decoration:none;border-radius:4px">Open the questionnaire</a></p>`,
    `<p style="font-size:12px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${esc(p.link)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject, text, html, template: `questionnaire.${p.kind}` };
}
