"use client";
// The name of a workflow activity code in the reader's language (messages cases.activity): the case screens
// (through labels.ts) and, through ui/hooks.ts, the dashboard's case widgets.
import { useTranslations } from "next-intl";

/** A workflow activity code's name: the catalog's, else the configured name, else the code. */
export type ActivityLabel = (code: string | null | undefined, configured?: string | null) => string;

/** The activity names of a translator of the "cases" messages (pure: the hook below, and tests with createTranslator). */
export function activityLabelOf(t: { has: (key: string) => boolean; (key: string): string }): ActivityLabel {
  return (code, configured) => {
    if (!code) return configured ?? "";
    const key = `activity.${code}`;
    return t.has(key) ? t(key) : (configured ?? code);
  };
}

/** The name of a workflow activity code in the user's language; else the configured name, else the code. */
export function useActivityLabel(): ActivityLabel {
  return activityLabelOf(useTranslations("cases"));
}
