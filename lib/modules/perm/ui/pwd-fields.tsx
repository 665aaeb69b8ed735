"use client";
// The PWD's form pieces: the position as the ETA-9141 describes it (create and edit), the form schemas
// that turn typed values (MM/DD/YYYY, dollars) into the contract's, the query keys and labels.
import { useTranslations } from "next-intl";
import { z } from "zod";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { formUsDate } from "@/lib/shared/validation/form-dates";
import { dollarsToCents } from "@/lib/shared/validation/money-input";
import { US_STATES } from "@/lib/shared/wages";
import { EDUCATION_LEVELS, POSITION_TYPES, pwdDeterminationBody, filePwdBody, type PwdValidity } from "../contract";
import type { BadgeTone } from "@/components/ui/badge";

export const pwdKeys = {
  all: ["pwd"] as const,
  list: (body: object) => [...pwdKeys.all, "list", body] as const,
  detail: (id: string) => [...pwdKeys.all, "detail", id] as const,
};

export const PWD_LIST_PATH = "/app/pwd-list";
export const pwdDetailsPath = (id: string) => `/app/pwd-case-details/${id}`;

export const VALIDITY_TONE: Record<PwdValidity, BadgeTone> = { pending: "neutral", valid: "success", expiring: "warning", expired: "danger" };

/** The filing form: the date typed MM/DD/YYYY. */
export const fileForm = filePwdBody.extend({ filedDate: formUsDate(filePwdBody.shape.filedDate) });

/** The determination form: dates typed MM/DD/YYYY, the wage in dollars. */
export const determinationForm = z.preprocess(
  (x) => (x && typeof x === "object" ? { ...(x as Record<string, unknown>), wageCents: dollarsToCents((x as Record<string, unknown>).wageCents) } : x),
  pwdDeterminationBody.extend({
    determinationDate: formUsDate(pwdDeterminationBody.shape.determinationDate),
    validityEnd: formUsDate(pwdDeterminationBody.shape.validityEnd),
  }),
) as unknown as z.ZodType<z.output<typeof pwdDeterminationBody>, Record<string, unknown>>;

export function PositionFields() {
  const t = useTranslations("pwd.fields");
  const tp = useTranslations("pwd");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="jobTitle" label={t("jobTitle")} required autoComplete="off" />
      <TextField name="socCode" label={t("socCode")} hint={t("socCodeHint")} required autoComplete="off" />
      <SelectField name="positionType" label={t("positionType")} hint={t("positionTypeHint")} required options={POSITION_TYPES.map((p) => ({ value: p, label: tp(`positionType.${p}`) }))} />
      <SelectField name="educationLevel" label={t("educationLevel")} required options={EDUCATION_LEVELS.map((e) => ({ value: e, label: tp(`education.${e}`) }))} />
      <TextField name="experienceMonths" label={t("experienceMonths")} required inputMode="numeric" autoComplete="off" />
      <TextField name="worksiteCity" label={t("worksiteCity")} required autoComplete="address-level2" />
      <TextField name="worksiteCounty" label={t("worksiteCounty")} autoComplete="off" />
      <SelectField name="worksiteState" label={t("worksiteState")} required placeholder={t("stateChoose")} options={US_STATES.map((s) => ({ value: s, label: s }))} />
      <TextArea name="specialRequirements" label={t("specialRequirements")} rows={2} className="sm:col-span-2" />
      <TextArea name="notes" label={t("notes")} rows={2} className="sm:col-span-2" />
    </div>
  );
}

/** The filing with the DOL: the day (MM/DD/YYYY) and the DOL's case number (a PWD's P-100-…, a PERM's G-100-…). */
export function DolFilingFields({ namespace }: { namespace: "pwd" | "perm" }) {
  const t = useTranslations(namespace);
  return (
    <>
      <TextField name="filedDate" label={t("fields.filedDate")} required placeholder="MM/DD/YYYY" hint={t("dateHint")} autoComplete="off" />
      <TextField name="dolCaseNumber" label={t("fields.dolCaseNumber")} hint={t("fields.dolCaseNumberHint")} autoComplete="off" />
    </>
  );
}
