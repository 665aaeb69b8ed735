"use client";
// "Customize dashboard": every widget the role may see, in order, each with a Show box and Move up / Move down
// (buttons, so the keyboard does it all); Save, Cancel, and Restore the default (confirmed: the user's own
// order is forgotten).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { LayoutEntry, WidgetCode } from "../widgets";

export function CustomizePanel({
  widgets,
  isDefault,
  saving,
  name,
  onSave,
  onCancel,
  onRestore,
}: {
  widgets: LayoutEntry[];
  isDefault: boolean;
  saving: boolean;
  name: (code: WidgetCode) => string;
  onSave: (widgets: LayoutEntry[]) => void;
  onCancel: () => void;
  onRestore: () => void;
}) {
  const t = useTranslations("dashboardWidgets");
  const [draft, setDraft] = useState(widgets);
  const [confirming, setConfirming] = useState(false);
  const move = (i: number, by: -1 | 1) =>
    setDraft((d) => {
      const next = [...d];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  return (
    <CardSection title={t("customizeTitle")}>
      <p className="mb-3 text-sm text-fg-muted">{t("customizeIntro")}</p>
      <ol className="grid gap-1" aria-label={t("customizeTitle")}>
        {draft.map((w, i) => (
          <li key={w.code} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={!w.hidden}
                aria-label={t("show", { name: name(w.code) })}
                onChange={(e) => setDraft((d) => d.map((x) => (x.code === w.code ? { ...x, hidden: !e.target.checked } : x)))}
              />
              <span aria-hidden="true">{name(w.code)}</span>
            </label>
            <span className="flex gap-1">
              <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t("moveUp", { name: name(w.code) })}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" disabled={i === draft.length - 1} onClick={() => move(i, 1)} aria-label={t("moveDown", { name: name(w.code) })}>
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <Button variant="secondary" disabled={isDefault || saving} onClick={() => setConfirming(true)}>
          {t("restore")}
        </Button>
        <span className="flex gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button onClick={() => onSave(draft)} loading={saving}>
            {t("save")}
          </Button>
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("restoreTitle")}
        message={t("restoreMessage")}
        confirmLabel={t("restore")}
        loading={saving}
        onConfirm={() => {
          setConfirming(false);
          onRestore();
        }}
      />
    </CardSection>
  );
}
