"use client";
// "Check spelling" under a long text field (letters, messages, comments): sends the text to
// /api/sentence-suggestions in the page's language, lists the misspelt words, and a chosen suggestion
// replaces the word in the text (onChange gets the new text; the other words' positions follow). Native
// buttons throughout, so it works from the keyboard; the result is announced (aria-live).
import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { apiPost } from "@/lib/shared/api-client";
import { applySuggestion, SPELLING_LOCALES, type SpellingAnswer, type SpellingIssue, type SpellingLocale } from "@/lib/shared/spelling";

type State = { kind: "idle" } | { kind: "checking" } | { kind: "error" } | { kind: "done"; issues: SpellingIssue[] };

/** Placed right under its field; its button reads "Check spelling" (no accessible name of its own that repeats the field's label, which would make the label ambiguous). */
export function SpellCheck({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const t = useTranslations("common.spelling");
  const locale = useLocale();
  const panelId = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const lang: SpellingLocale = (SPELLING_LOCALES as readonly string[]).includes(locale) ? (locale as SpellingLocale) : "en";

  async function check() {
    setState({ kind: "checking" });
    try {
      const answer = await apiPost<SpellingAnswer>("sentence-suggestions", { text, locale: lang });
      setState({ kind: "done", issues: answer.issues });
    } catch {
      setState({ kind: "error" });
    }
  }

  function choose(index: number, replacement: string) {
    if (state.kind !== "done") return;
    const next = applySuggestion(text, state.issues, index, replacement);
    onChange(next.text);
    setState({ kind: "done", issues: next.issues });
  }

  function ignore(index: number) {
    if (state.kind !== "done") return;
    setState({ kind: "done", issues: state.issues.filter((_, i) => i !== index) });
  }

  return (
    <div className="mt-2">
      <Button type="button" variant="secondary" size="sm" onClick={check} loading={state.kind === "checking"} disabled={!text.trim()} aria-controls={panelId}>
        {t("check")}
      </Button>
      <div id={panelId} aria-live="polite" className="mt-2 text-sm">
        {/* An emptied field (e.g. after sending) shows no stale result. */}
        {!text.trim() ? null : state.kind === "error" ? <p className="text-danger">{t("error")}</p> : null}
        {text.trim() && state.kind === "done" && state.issues.length === 0 ? <p className="text-fg-muted">{t("none")}</p> : null}
        {text.trim() && state.kind === "done" && state.issues.length > 0 ? (
          <ul className="grid gap-2" aria-label={t("issues", { n: state.issues.length })}>
            {state.issues.map((issue, i) => (
              <li key={`${issue.offset}-${issue.word}`} className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-fg">{t("word", { word: issue.word })}</span>
                {issue.suggestions.length ? (
                  issue.suggestions.map((s) => (
                    <Button key={s} type="button" variant="ghost" size="sm" aria-label={t("replace", { word: issue.word, suggestion: s })} onClick={() => choose(i, s)}>
                      {s}
                    </Button>
                  ))
                ) : (
                  <span className="text-fg-muted">{t("noSuggestions")}</span>
                )}
                <Button type="button" variant="ghost" size="sm" aria-label={t("ignoreWord", { word: issue.word })} onClick={() => ignore(i)}>
                  {t("ignore")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
