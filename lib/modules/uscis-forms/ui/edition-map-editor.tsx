"use client";
// The editions screen's field map editor (issue 33 §4, maps as data): for each field of an uploaded edition's
// blank (its name and tooltip), what fills it — a value the product knows for that form (the value catalogue,
// labelled by uscisForms.paths: the case's beneficiary, client, position, LCA, PERM; on a payment form the
// worksheet's amount and payer), a fixed text, or a check box always ticked — with the value's format on a text
// field and, on a check box filled from a value, the text that ticks it. Saved whole
// (/api/uscis-forms/editions/save-map); the server's 422 per entry is shown on its row.
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import type { EditionMapEntry } from "@/db/schema/uscis-forms";
import type { FormEditionDetails } from "../edition-contract";
import { FIELD_FORMATS } from "../value-catalogue";

/** One row's choice: nothing, a value key, a fixed text, or (check box) always ticked. */
type Row = { mode: "none" | "key" | "text" | "checked"; key: string; as: string; check: string; text: string };
const EMPTY: Row = { mode: "none", key: "", as: "text", check: "", text: "" };

function rowOf(e: EditionMapEntry | undefined): Row {
  if (!e) return EMPTY;
  if ("key" in e) return { ...EMPTY, mode: "key", key: e.key, as: e.as ?? "text", check: e.check ?? "" };
  if ("checked" in e) return { ...EMPTY, mode: e.checked ? "checked" : "none" };
  return { ...EMPTY, mode: "text", text: e.text };
}

function entryOf(field: string, box: boolean, r: Row): EditionMapEntry | null {
  if (r.mode === "key" && r.key) return box ? { field, key: r.key, check: r.check } : { field, key: r.key, ...(r.as !== "text" ? { as: r.as as never } : {}) };
  if (r.mode === "text") return { field, text: r.text };
  if (r.mode === "checked") return { field, checked: true };
  return null;
}

export function EditionMapEditor({ edition, queryKey, onDone }: { edition: FormEditionDetails; queryKey: readonly unknown[]; onDone: () => void }) {
  const t = useTranslations("uscisForms.editions.mapEditor");
  const label = useTranslations("uscisForms.paths");
  const qc = useQueryClient();
  const [rows, setRows] = useState<Record<string, Row>>(() => Object.fromEntries((edition.ownMap?.entries ?? []).map((e) => [e.field, rowOf(e)])));
  const [search, setSearch] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fillable = edition.fields.filter((f) => f.kind === "TextField" || f.kind === "CheckBox" || f.kind === "Dropdown");
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? fillable.filter((f) => f.name.toLowerCase().includes(q) || f.tooltip.toLowerCase().includes(q)) : fillable;
  }, [fillable, search]);
  const entries = fillable.flatMap((f) => {
    const e = entryOf(f.name, f.kind === "CheckBox", rows[f.name] ?? EMPTY);
    return e ? [e] : [];
  });
  const errorOf = (field: string) => {
    const i = entries.findIndex((e) => e.field === field);
    return i < 0 ? null : (Object.entries(errors).find(([k]) => k.startsWith(`entries.${i}.`))?.[1] ?? null);
  };
  const save = useMutation({
    mutationFn: (list: EditionMapEntry[]) => apiPost<FormEditionDetails>("uscis-forms/editions/save-map", { id: edition.id, entries: list }),
    onSuccess: async (d) => {
      setErrors({});
      toast.success(d.ownMap ? t("saved", { count: d.ownMap.entries.length }) : t("removed"));
      await qc.invalidateQueries({ queryKey });
      await qc.invalidateQueries({ queryKey: ["uscis-form-editions", "list"] });
      onDone();
    },
    onError: (e) => {
      setErrors(e instanceof ApiError ? e.fields : {});
      toast.error(errorMessage(e));
    },
  });
  const set = (field: string, patch: Partial<Row>) => setRows((r) => ({ ...r, [field]: { ...(r[field] ?? EMPTY), ...patch } }));
  const keyLabel = (k: string) => (label.has(k) ? label(k) : k);

  return (
    <div className="grid gap-3 text-sm" data-testid="map-editor">
      <p>{t("intro")}</p>
      <label className="grid max-w-sm gap-1">
        {t("search")}
        <input className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <p aria-live="polite">{t("count", { count: entries.length, total: fillable.length })}</p>
      <div className="max-h-[28rem] overflow-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t("caption")}</caption>
          <thead>
            <tr>
              <th className="p-1">{t("field")}</th>
              <th className="p-1">{t("fillWith")}</th>
              <th className="p-1">{t("detail")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((f) => {
              const r = rows[f.name] ?? EMPTY;
              const box = f.kind === "CheckBox";
              const err = errorOf(f.name);
              const name = f.tooltip || f.name;
              const choice = r.mode === "key" ? `key:${r.key}` : r.mode;
              return (
                <tr key={f.name} className="border-t border-border align-top">
                  <td className="p-1">
                    <div>{f.tooltip}</div>
                    <div className="font-mono text-muted">{f.name}</div>
                    {err ? <p className="text-danger">{err}</p> : null}
                  </td>
                  <td className="p-1">
                    <select
                      className={inputClass}
                      aria-label={t("fillWithOf", { field: name })}
                      value={choice}
                      onChange={(e) => {
                        const v = e.target.value;
                        set(f.name, v.startsWith("key:") ? { mode: "key", key: v.slice(4) } : { mode: v as Row["mode"] });
                      }}
                    >
                      <option value="none">{t("none")}</option>
                      <option value="text">{t("fixedText")}</option>
                      {box ? <option value="checked">{t("alwaysTicked")}</option> : null}
                      <optgroup label={t("values")}>
                        {edition.valueKeys.map((k) => (
                          <option key={k} value={`key:${k}`}>
                            {keyLabel(k)}
                          </option>
                        ))}
                      </optgroup>
                    </select>
                  </td>
                  <td className="p-1">
                    {r.mode === "text" ? (
                      <input className={inputClass} aria-label={t("fixedTextOf", { field: name })} value={r.text} onChange={(e) => set(f.name, { text: e.target.value })} />
                    ) : r.mode === "key" && box ? (
                      <input className={inputClass} aria-label={t("tickedWhenOf", { field: name })} placeholder={t("tickedWhen")} value={r.check} onChange={(e) => set(f.name, { check: e.target.value })} />
                    ) : r.mode === "key" ? (
                      <select className={inputClass} aria-label={t("formatOf", { field: name })} value={r.as} onChange={(e) => set(f.name, { as: e.target.value })}>
                        {FIELD_FORMATS.map((x) => (
                          <option key={x} value={x}>
                            {t(`format.${x}`)}
                          </option>
                        ))}
                      </select>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {Object.keys(errors).length ? (
        <p role="alert" className="text-danger">
          {t("fix")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save.mutate(entries)} disabled={save.isPending}>
          {t("save")}
        </Button>
        {edition.ownMap ? (
          <Button variant="secondary" onClick={() => save.mutate([])} disabled={save.isPending}>
            {t("remove")}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}
