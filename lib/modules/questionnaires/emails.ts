// The e-mail that carries a questionnaire link: subject, plain text and simple HTML.
import "server-only";
import { linkMail, type LinkMail as QuestionnaireMail } from "@/lib/server/mail/link-mail";
import type { QuestionnaireKind } from "./contract";

const WHAT: Record<QuestionnaireKind, string> = {
  beneficiary: "your personal, passport, education, employment and immigration details",
  petitioner: "the company and job details",
  sponsor: "the sponsor's identity, address and income details",
  perm_employer: "the employer, job offer and recruitment details of the PERM labor certification",
  perm_beneficiary: "your identity, education and work experience for the PERM labor certification",
  sponsor_confirmation: "your confirmation of the sponsor questionnaire you submitted and of the sponsor's obligations you accept",
};

export function questionnaireMail(p: {
  kind: QuestionnaireKind;
  firmName: string;
  caseNumber: string;
  name: string | null;
  link: string;
  /** The same link's short form (/app/<token>), to type on another device. */
  shortLink: string;
  expiresOn: string;
}): QuestionnaireMail {
  return linkMail(`questionnaire.${p.kind}`, `${p.firmName}: please complete the questionnaire for case ${p.caseNumber}`, {
    greeting: `Hello ${p.name || "there"},`,
    paragraphs: [
      `${p.firmName} asks you to complete a questionnaire for case ${p.caseNumber} with ${WHAT[p.kind]}.`,
      "No sign-in is needed: open the link below. Your answers are saved as you go, so you can come back to it with the same link until you submit it.",
      `The link is personal, works until ${p.expiresOn} and can be submitted once. Please do not forward this e-mail.`,
      `To open it on another device, type this shorter address: ${p.shortLink}`,
    ],
    action: { label: "Open the questionnaire", url: p.link },
  });
}
