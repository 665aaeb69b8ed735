// The text of the LCA's notice of filing (20 CFR 655.734(a)(1)(ii)): the same lines make the public
// electronic posting page and the generated PDF. The notice is a legal text the employer posts in
// English, whatever the reader's language.
import { formatUsDate } from "@/lib/shared/format/dates";
import { formatCurrency } from "@/lib/shared/format/numbers";
import type { LcaDto } from "./contract";

export type NoticeLine = { kind: "title" | "heading" | "field" | "text"; label?: string; text: string };

const money = (cents: number) => formatCurrency(cents);
const usDate = (iso: string | null) => (iso ? formatUsDate(iso, "UTC") : "-");

export function worksiteText(w: { address1: string; address2: string | null; city: string; state: string; postalCode: string }): string {
  return [w.address1, w.address2, `${w.city}, ${w.state} ${w.postalCode}`].filter(Boolean).join(", ");
}

type WorksiteLine = Parameters<typeof worksiteText>[0];

export type NoticeInput = Pick<
  LcaDto,
  "petitionerName" | "visaClass" | "workers" | "jobTitle" | "socCode" | "socTitle" | "wageFromCents" | "wageToCents" | "wageUnit" | "beginDate" | "endDate" | "dolCaseNumber" | "h1bDependent" | "willfulViolator"
> & { worksites: readonly WorksiteLine[] };

export function noticeLines(l: NoticeInput): NoticeLine[] {
  const employer = l.petitionerName ?? "The employer";
  const wage =
    l.wageFromCents == null
      ? "-"
      : `${money(l.wageFromCents)}${l.wageToCents != null && l.wageToCents !== l.wageFromCents ? ` to ${money(l.wageToCents)}` : ""} per ${(l.wageUnit ?? "Year").toLowerCase()}`;
  const lines: NoticeLine[] = [
    { kind: "title", text: "Notice of Filing of a Labor Condition Application" },
    {
      kind: "text",
      text: `${employer} is filing, or has filed, a Labor Condition Application (Form ETA-9035) with the U.S. Department of Labor to employ ${l.workers} ${l.visaClass} nonimmigrant worker${l.workers === 1 ? "" : "s"}.`,
    },
    { kind: "heading", text: "Position" },
    { kind: "field", label: "Job title", text: l.jobTitle ?? "-" },
    { kind: "field", label: "Occupation (SOC)", text: [l.socCode, l.socTitle].filter(Boolean).join(" ") || "-" },
    { kind: "field", label: "Number of workers", text: String(l.workers) },
    { kind: "field", label: "Wage offered", text: wage },
    { kind: "field", label: "Period of employment", text: `${usDate(l.beginDate)} to ${usDate(l.endDate)}` },
  ];
  if (l.dolCaseNumber) lines.push({ kind: "field", label: "DOL case number", text: l.dolCaseNumber });
  lines.push({ kind: "heading", text: `Place${l.worksites.length === 1 ? "" : "s"} of employment` });
  for (const w of l.worksites) lines.push({ kind: "text", text: worksiteText(w) });
  lines.push(
    { kind: "heading", text: "Public inspection and complaints" },
    { kind: "text", text: "The Labor Condition Application is available for public inspection at the employer's principal place of business in the U.S. or at the place of employment." },
    {
      kind: "text",
      text: "Complaints alleging misrepresentation of material facts in the labor condition application and/or failure to comply with the terms of the labor condition application may be filed with any office of the Wage and Hour Division of the United States Department of Labor.",
    },
  );
  if (l.h1bDependent || l.willfulViolator) {
    lines.push({
      kind: "text",
      text: "Complaints alleging failure to offer employment to an equally or better qualified U.S. worker, or an employer's misrepresentation regarding such offers of employment, may be filed with the U.S. Department of Justice, Immigrant and Employee Rights Section, 950 Pennsylvania Avenue NW, Washington, DC 20530.",
    });
  }
  return lines;
}
