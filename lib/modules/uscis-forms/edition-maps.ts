// An uploaded edition's own field map (maps as data, issue 33 §4): checked against the edition's blank and
// the value catalogue when a platform admin saves it, and turned into what fillForm takes. Pure.
// Each entry fills one field of the blank: with a value the product knows (`key`, formatted `as`; on a check
// box, ticked when the value equals `check`), with a fixed text, or a check box always ticked / left empty.
import type { EditionField, EditionMapEntry } from "@/db/schema/uscis-forms";
import type { FieldMap, FixedFieldEntry } from "./field-map";
import { isSecretField, valueKeysFor, type ValueKey } from "./value-catalogue";

export const MAP_MESSAGES = {
  unknownField: "This field is not in the edition's blank",
  unknownValue: "Unknown value for this form",
  twice: "This field is mapped twice",
  checkBoxNeedsValue: "A check box is ticked when the value equals the text given: give it",
  notCheckBox: "Only a check box is ticked or left empty",
  checkBoxNoText: "A check box takes no text",
  notFillable: "This kind of field is not filled: leave it to the paralegal",
  secretField: "A card or bank number, its security code or expiry is never filled: the payer writes it",
} as const;

/** The pdf-lib field kinds fillForm fills (a radio group, list box, button or signature field is not). */
const FILLABLE_KINDS = new Set(["TextField", "Dropdown", "CheckBox"]);

/** The problems of `entries` for an edition of `formCode` whose blank has `fields`: `entries.<i>.<key>` → message. */
export function mapProblems(formCode: string, fields: readonly EditionField[], entries: readonly EditionMapEntry[]): Record<string, string> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const keys = new Set<string>(valueKeysFor(formCode));
  const seen = new Set<string>();
  const out: Record<string, string> = {};
  entries.forEach((e, i) => {
    const at = (k: string, m: string) => (out[`entries.${i}.${k}`] ??= m);
    const field = byName.get(e.field);
    if (!field) return at("field", MAP_MESSAGES.unknownField);
    if (seen.has(e.field)) at("field", MAP_MESSAGES.twice);
    seen.add(e.field);
    if (isSecretField(formCode, field)) return at("field", MAP_MESSAGES.secretField);
    if (!FILLABLE_KINDS.has(field.kind)) return at("field", MAP_MESSAGES.notFillable);
    const box = field.kind === "CheckBox";
    if ("key" in e) {
      if (!keys.has(e.key)) at("key", MAP_MESSAGES.unknownValue);
      if (box && (e.check === undefined || e.check.trim() === "")) at("check", MAP_MESSAGES.checkBoxNeedsValue);
      if (!box && e.check !== undefined) at("check", MAP_MESSAGES.notCheckBox);
    } else if ("checked" in e) {
      if (!box) at("checked", MAP_MESSAGES.notCheckBox);
    } else if (box) at("text", MAP_MESSAGES.checkBoxNoText);
  });
  return out;
}

/** The map as fillForm takes it: the value entries (by key) and the fixed ones. */
export function fillPlan(entries: readonly EditionMapEntry[]): { map: FieldMap<ValueKey>; fixed: FixedFieldEntry[] } {
  const map: { field: string; path: ValueKey; as?: FieldMap[number]["as"]; check?: string }[] = [];
  const fixed: FixedFieldEntry[] = [];
  for (const e of entries) {
    if ("key" in e) map.push({ field: e.field, path: e.key as ValueKey, ...(e.as ? { as: e.as } : {}), ...(e.check !== undefined ? { check: e.check } : {}) });
    else fixed.push(e);
  }
  return { map, fixed };
}

/** The fields a filled form must still have for the map to mean anything (the completed-form check). */
export const mappedFields = (entries: readonly EditionMapEntry[]): string[] => [...new Set(entries.map((e) => e.field))];
