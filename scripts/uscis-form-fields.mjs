// A new edition of a USCIS form: decrypt the official PDF once, then list its fields against the map of
// the edition before it (lib/modules/uscis-forms/README.md "Adding an edition").
//   node scripts/uscis-form-fields.mjs <official.pdf> [--out lib/modules/uscis-forms/blanks/<form>-<MM-DD-YY>.pdf] [--map <old map .ts>]
// Decrypts with qpdf (Debian package `qpdf`) when the PDF is encrypted (the benefit forms are: an owner
// password, no user password), writes the decrypted blank to --out, prints every field as
// "kind | name | tooltip" (the tooltip says which line of the form it is), and with --map the map's field
// names this edition no longer has and how many of its fields the old map did not name.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, PDFName } from "pdf-lib";

const [input, ...rest] = process.argv.slice(2);
const opt = (name) => (rest.includes(`--${name}`) ? rest[rest.indexOf(`--${name}`) + 1] : null);
if (!input) {
  console.error("usage: node scripts/uscis-form-fields.mjs <official.pdf> [--out <blank.pdf>] [--map <map.ts>]");
  process.exit(2);
}
let bytes = readFileSync(input);
try {
  await PDFDocument.load(bytes);
} catch {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "uscis-")), "decrypted.pdf");
  execFileSync("qpdf", ["--decrypt", input, out]);
  bytes = readFileSync(out);
}
if (opt("out")) writeFileSync(opt("out"), bytes);
const form = (await PDFDocument.load(bytes)).getForm();
const names = [];
for (const f of form.getFields()) {
  const tu = f.acroField.dict.get(PDFName.of("TU"));
  names.push(f.getName());
  console.log([f.constructor.name.replace(/^PDF/, ""), f.getName(), tu?.decodeText?.().replace(/\s+/g, " ") ?? ""].join(" | "));
}
if (opt("map")) {
  // The maps name fields with P(page, name, i) (form1[0].PageN[0]…, the I-765) or S(subform, name, i)
  // (form1[0].#subform[N]…, the I-129, I-140 and I-485; maps/entries.ts).
  const parent = (kind, n) => (kind === "P" ? `Page${n}[0]` : `#subform[${n}]`);
  const mapped = [...readFileSync(opt("map"), "utf8").matchAll(/\b([PS])\((\d+), "([^"]+)"(?:, (\d+))?\)/g)].map((m) => `form1[0].${parent(m[1], m[2])}.${m[3]}[${m[4] ?? 0}]`);
  const have = new Set(names);
  const gone = mapped.filter((n) => !have.has(n));
  console.log(`\n${names.length} fields; the old map names ${mapped.length}; gone in this edition: ${gone.length ? gone.join(", ") : "none"}`);
}
