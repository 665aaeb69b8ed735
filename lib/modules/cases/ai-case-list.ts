// POST /api/ai-tools/case-list (spec section 7 "Others"): the cases an AI tool (a drafting assistant, an
// integrator's agent) may work on for the caller — the caller's case list, within the same reach, with one
// plain-language paragraph per case in the reader's language: type, number, client, beneficiary, status,
// next step, deadline (days left or overdue, from the server's calendar) and the premium-processing clock.
// The tool reads the summary instead of re-deriving it from codes. Decision written in README.md.
import "server-only";
import { createTranslator } from "use-intl/core";
import enCases from "@/messages/en/cases.json";
import esCases from "@/messages/es/cases.json";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { diffDays } from "@/lib/shared/calendar/days";
import { formatDate } from "@/lib/shared/format/dates";
import { DEFAULT_DATE_FORMAT, type DateFormat } from "@/lib/shared/format/date-order";
import type { FormatLocale } from "@/lib/shared/format/locale";
import type { ActorContext } from "@/lib/server/context";
import { todayOf } from "./case-details";
import type { CaseListRow } from "./contract";
import { caseListBody, type AiCaseListBody } from "./list-contract";
import { listCases } from "./list-cases";

export type AiCaseRow = Pick<
  CaseListRow,
  "id" | "caseNumber" | "customCaseNumber" | "title" | "typeName" | "subTypeName" | "statusId" | "statusName" | "petitionerName" | "beneficiaryName" | "deadlineDate" | "premiumDeadline" | "detailsPath"
> & { nextStep: string | null; nextStepName: string | null; daysToDeadline: number | null; summary: string };

type T = (key: string, values?: Record<string, string | number>) => string;
const CATALOGS = { en: enCases, es: esCases } as const;
const translator = (locale: FormatLocale): T =>
  createTranslator({ locale, messages: CATALOGS[locale] ?? enCases, namespace: "aiSummary" }) as unknown as T;

/** The paragraph of one case (pure). */
export function caseSummary(row: Omit<AiCaseRow, "summary">, locale: FormatLocale, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string {
  const t = translator(locale);
  const date = (iso: string) => formatDate(iso, "UTC", locale, dateFormat) || iso;
  const type = [row.typeName, row.subTypeName].filter(Boolean).join(" — ") || t("unknownType");
  const parts = [
    t("case", { type, number: row.customCaseNumber ? `${row.caseNumber} (${row.customCaseNumber})` : row.caseNumber }) +
      (row.title ? ` ${t("title", { title: row.title })}` : "") +
      (row.petitionerName ? ` ${t("client", { name: row.petitionerName })}` : "") +
      (row.beneficiaryName ? ` ${t("beneficiary", { name: row.beneficiaryName })}` : "") +
      ".",
    t("status", { status: row.statusName ?? String(row.statusId) }),
    row.nextStepName ? t("nextStep", { step: row.nextStepName }) : t("noNextStep"),
  ];
  if (row.deadlineDate && row.daysToDeadline !== null) {
    const d = row.daysToDeadline;
    parts.push(d < 0 ? t("overdue", { date: date(row.deadlineDate), days: -d }) : t("deadline", { date: date(row.deadlineDate), days: d }));
  } else parts.push(t("noDeadline"));
  if (row.premiumDeadline) parts.push(t("premium", { date: date(row.premiumDeadline) }));
  return parts.join(" ");
}

export async function aiCaseList(ctx: ActorContext, body: AiCaseListBody): Promise<{ rows: AiCaseRow[]; total: number }> {
  const [{ rows, total }, entries] = await Promise.all([
    listCases(ctx, caseListBody.parse({ page: body.page, perpage: body.perpage, search: body.search, sortBy: "updatedAt", sortOrder: "desc", filter: { matcher: body.activeOnly ? { getActiveCases: true } : {} } })),
    getWorkflow(ctx.db, ctx.tenant.id),
  ]);
  const configured = new Map(entries.map((e) => [e.code, e.name]));
  const activity = CATALOGS[ctx.locale].activity as Record<string, string>;
  const today = todayOf(ctx);
  return {
    total,
    rows: rows.map((c) => {
      const code = c.currentActivity;
      const nextStepName = code ? ((ctx.locale === "en" ? configured.get(code) : activity[code]) ?? configured.get(code) ?? activity[code] ?? code) : null;
      const row = {
        id: c.id,
        caseNumber: c.caseNumber,
        customCaseNumber: c.customCaseNumber,
        title: c.title,
        typeName: c.typeName,
        subTypeName: c.subTypeName,
        statusId: c.statusId,
        statusName: c.statusName,
        petitionerName: c.petitionerName,
        beneficiaryName: c.beneficiaryName,
        deadlineDate: c.deadlineDate,
        premiumDeadline: c.premiumDeadline,
        detailsPath: c.detailsPath,
        nextStep: code,
        nextStepName,
        daysToDeadline: c.deadlineDate ? diffDays(today, c.deadlineDate) : null,
      };
      return { ...row, summary: caseSummary(row, ctx.locale, ctx.actor.dateFormat) };
    }),
  };
}
