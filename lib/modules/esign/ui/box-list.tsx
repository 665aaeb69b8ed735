"use client";
// Beside the pages of the prepare screen: the palette (whose box, which kind, and a keyboard way to place
// one on a chosen page) and the list of every box with its signer, kind and page, "required" and remove.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import type { SignerDto } from "../contract";
import type { BoxLook } from "./box-editor";
import { BOX_KINDS, signerColour, type Box, type FieldKind } from "./boxes";

const Swatch = ({ colour }: { colour: string }) => <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: colour }} />;

export function Palette({
  signers,
  signerId,
  onSigner,
  kind,
  onKind,
  pageCount,
  onAdd,
}: {
  signers: SignerDto[];
  signerId: string;
  onSigner: (id: string) => void;
  kind: FieldKind;
  onKind: (k: FieldKind) => void;
  pageCount: number;
  onAdd: (page: number) => void;
}) {
  const t = useTranslations("esign.staff");
  const id = useId();
  const [page, setPage] = useState(1);
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id={`${id}-h`} className="text-sm font-semibold text-fg">
        {t("prepare.palette")}
      </h2>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-xs font-medium text-fg-muted">{t("prepare.signer")}</legend>
        {signers.map((s, i) => (
          <label key={s.id} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-signer`} checked={signerId === s.id} onChange={() => onSigner(s.id)} />
            <Swatch colour={signerColour(i)} />
            <span className="truncate">{s.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-xs font-medium text-fg-muted">{t("prepare.kind")}</legend>
        <div className="grid grid-cols-2 gap-1">
          {BOX_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => onKind(k)} />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-page`} className="text-xs font-medium text-fg-muted">
            {t("prepare.page")}
          </label>
          <select id={`${id}-page`} className={`${inputClass} w-24`} value={page} onChange={(e) => setPage(Number(e.target.value))}>
            {Array.from({ length: pageCount }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onAdd(page)}>
          {t("prepare.addBox")}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">{t("prepare.keys")}</p>
    </section>
  );
}

export function BoxList({
  boxes,
  editable,
  look,
  invalid,
  onToggleRequired,
  onRemove,
}: {
  boxes: Box[];
  editable: boolean;
  look: (b: Box) => BoxLook;
  invalid: ReadonlySet<string>;
  onToggleRequired: (b: Box) => void;
  onRemove: (key: string) => void;
}) {
  const t = useTranslations("esign.staff");
  const id = useId();
  const sorted = [...boxes].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-2 rounded-lg border border-border bg-surface p-4">
      <h2 id={`${id}-h`} className="text-sm font-semibold text-fg">
        {t("prepare.boxes", { count: boxes.length })}
      </h2>
      {sorted.length === 0 ? <p className="text-sm text-fg-muted">{t("prepare.noBoxes")}</p> : null}
      <ul className="grid gap-2" aria-label={t("prepare.boxes", { count: boxes.length })}>
        {sorted.map((b) => {
          const l = look(b);
          return (
            <li key={b.key} className={`grid gap-1 rounded-md border p-2 text-sm ${invalid.has(b.key) ? "border-danger" : "border-border"}`}>
              <div className="flex items-center gap-2">
                <Swatch colour={l.colour} />
                <button type="button" className="truncate text-left font-medium text-link hover:underline" onClick={() => document.querySelector<HTMLElement>(`[data-box="${b.key}"]`)?.focus()}>
                  {l.name}
                </button>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
                <span>{t("prepare.onPage", { page: b.page })}</span>
                <label className="flex items-center gap-1">
                  <input type="checkbox" checked={b.required} disabled={!editable} onChange={() => onToggleRequired(b)} aria-label={t("prepare.requiredOf", { box: l.label })} />
                  {t("prepare.required")}
                </label>
                {editable ? (
                  <Button size="sm" variant="ghost" onClick={() => onRemove(b.key)} aria-label={t("prepare.removeBox", { box: l.label })}>
                    {t("prepare.remove")}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
