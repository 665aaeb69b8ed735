// Issue 33 §2: a form's validation messages are English catalog texts (the contracts' MSG, zodResolver) that
// only the shared field components render in the reader's language (components/ui/field.tsx useFieldError,
// field-group-error.tsx for a group of controls, FormAlert). A screen that prints react-hook-form's
// `formState.errors…message` / `fieldState.error…message` itself shows them in English to a Spanish reader.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const ROOTS = ["lib/modules", "app"];
/** A named field's react-hook-form error read in a screen (`formState.errors.lines…`, `fieldState.error…`), to print its message. */
const HAND_PRINTED = /formState\.errors\.\w+|formState:\s*\{\s*errors\s*\}|fieldState\.error\b|fieldState:\s*\{\s*error\s*\}/g;
/** Reads that only decide whether to show a translated text of the screen's own catalog (t("atLeastOne")). */
const ALLOWED: Record<string, string> = {
  "lib/modules/tickets/ui/triage-settings-card.tsx": "shows t(\"atLeastOne\") when roles has an error, never the message itself",
};

function screens(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) screens(p, out);
    else if (/\.tsx$/.test(name)) out.push(p);
  }
  return out;
}

export function handPrinted(src: string): string[] {
  return [...src.matchAll(HAND_PRINTED)].map((m) => m[0]);
}

describe("no screen prints a form's errors by hand", () => {
  it("the scan finds a hand-printed error (the check works)", () => {
    expect(handPrinted("const e = form.formState.errors.signers?.message ?? x;")).toHaveLength(1);
    expect(handPrinted("{fieldState.error?.message ? <p>{fieldState.error.message}</p> : null}")).toHaveLength(2);
    expect(handPrinted("const errors = formState.errors.petitionIds as unknown as { message?: string };")).toHaveLength(1);
    expect(handPrinted("const bad = Boolean(form.formState.errors[s.key]);")).toEqual([]);
  });

  it("every screen of lib/modules and app shows form errors through the shared field components", () => {
    const found = ROOTS.flatMap((r) => screens(path.join(root, r)))
      .map((file) => ({ file: path.relative(root, file), hits: handPrinted(readFileSync(file, "utf8")) }))
      .filter((f) => f.hits.length > 0 && !(f.file in ALLOWED))
      .map((f) => `${f.file}: ${f.hits.join(" | ")}`);
    expect(found).toEqual([]);
  });
});
