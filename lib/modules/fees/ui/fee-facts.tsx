"use client";
// The facts the firm enters for a computation: those the case's filing depends on (employer size,
// non-profit, ACWIA exemption, 50/50, worker abroad, applicant's age …). Plain controlled inputs: each
// change recomputes (the answer is a calculation, nothing is saved until "Save").
import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/input-class";
import { CASE_KINDS, type CaseKind, type FeeFacts } from "../facts";
import type { FeeFactsOverrides } from "../contract";

type BoolKey = "nonprofit" | "acwiaExempt" | "premiumProcessing" | "filingWithParent" | "onlineFiling" | "withI765" | "withI131";
type TriKey = "fiftyFifty" | "beneficiaryOutsideUs" | "amendmentRequestsExtension";
type FactKey = "kind" | "employeeCount" | "applicantAge" | BoolKey | TriKey;

const I129_KINDS: readonly CaseKind[] = ["h1b_new", "h1b_extension", "h1b_amendment", "h1b_change_of_employer", "l1_new", "l1_extension", "o_new", "o_extension", "e_tn"];
const H1B_KINDS: readonly CaseKind[] = ["h1b_new", "h1b_extension", "h1b_amendment", "h1b_change_of_employer"];
const ONLINE_KINDS: readonly CaseKind[] = ["i130", "i539", "i765", "n400", "n600"];

/** The facts that matter for a kind of filing, in display order. */
export function relevantFacts(kind: CaseKind | null): FactKey[] {
  const keys: FactKey[] = ["kind"];
  if (kind === null || kind === "none") return keys;
  const employer = I129_KINDS.includes(kind) || kind === "i140" || kind === "i140_i485";
  if (employer) keys.push("employeeCount", "nonprofit");
  if (H1B_KINDS.includes(kind)) keys.push("acwiaExempt");
  if (kind === "h1b_new" || kind === "h1b_change_of_employer" || kind === "l1_new") keys.push("fiftyFifty");
  if (H1B_KINDS.includes(kind)) keys.push("beneficiaryOutsideUs");
  if (kind === "h1b_amendment") keys.push("amendmentRequestsExtension");
  if (kind === "i485" || kind === "i140_i485") keys.push("applicantAge", "filingWithParent", "withI765", "withI131");
  if (ONLINE_KINDS.includes(kind)) keys.push("onlineFiling");
  if (employer) keys.push("premiumProcessing");
  return keys;
}

const TRI: readonly TriKey[] = ["fiftyFifty", "beneficiaryOutsideUs", "amendmentRequestsExtension"];

function NumberFact({ id, value, onChange }: { id: string; value: number | null; onChange: (n: number | undefined) => void }) {
  return (
    <input
      id={id}
      type="number"
      min={0}
      inputMode="numeric"
      className={inputClass}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value === "" ? undefined : Math.max(0, Math.trunc(Number(e.target.value))))}
    />
  );
}

export function FeeFactsForm({ facts, overrides, onChange }: { facts: FeeFacts; overrides: FeeFactsOverrides; onChange: (o: FeeFactsOverrides) => void }) {
  const t = useTranslations("fees");
  const base = useId();
  const set = (patch: FeeFactsOverrides) => onChange({ ...overrides, ...patch });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">{t("factsTitle")}</legend>
      {relevantFacts(facts.kind).map((key) => {
        const id = `${base}-${key}`;
        if (key === "kind") {
          return (
            <label key={key} htmlFor={id} className="grid gap-1 text-sm">
              {t("fact.kind")}
              <select id={id} className={inputClass} value={facts.kind ?? ""} onChange={(e) => set({ kind: (e.target.value || undefined) as CaseKind | undefined })}>
                <option value="">{t("unknown")}</option>
                {CASE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        if (key === "employeeCount" || key === "applicantAge") {
          return (
            <label key={key} htmlFor={id} className="grid gap-1 text-sm">
              {t(`fact.${key}`)}
              <NumberFact id={id} value={facts[key]} onChange={(n) => set({ [key]: n })} />
            </label>
          );
        }
        if ((TRI as readonly string[]).includes(key)) {
          const k = key as TriKey;
          const v = facts[k];
          return (
            <label key={key} htmlFor={id} className="grid gap-1 text-sm">
              {t(`fact.${k}`)}
              <select id={id} className={inputClass} value={v === null ? "" : v ? "yes" : "no"} onChange={(e) => set({ [k]: e.target.value === "" ? null : e.target.value === "yes" })}>
                <option value="">{t("unknown")}</option>
                <option value="yes">{t("yes")}</option>
                <option value="no">{t("no")}</option>
              </select>
            </label>
          );
        }
        const k = key as BoolKey;
        return (
          <label key={key} htmlFor={id} className="flex items-center gap-2 text-sm">
            <input id={id} type="checkbox" checked={facts[k]} onChange={(e) => set({ [k]: e.target.checked })} />
            {t(`fact.${k}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
