// Where each document goes in a case's zip (case-zip.ts): pure, unit-tested.
import type { DocumentCategory, DocumentDto } from "./contract";

const FOLDERS: Record<DocumentCategory, { en: string; es: string }> = {
  beneficiary_doc: { en: "Client documents", es: "Documentos del cliente" },
  forms_letters: { en: "Forms and letters", es: "Formularios y cartas" },
  perm_forms: { en: "PERM forms", es: "Formularios PERM" },
  scanned_copy: { en: "Filed packet", es: "Paquete presentado" },
  uscis_response: { en: "USCIS notices", es: "Avisos de USCIS" },
  rfe_response: { en: "RFE response", es: "Respuesta al RFE" },
  rfe_scanned_copy: { en: "RFE response as filed", es: "Respuesta al RFE presentada" },
  gc_notices: { en: "Green card notices", es: "Avisos de la green card" },
};

/** A name that is safe as one path segment in a zip on Windows, macOS and Linux. */
export function zipSegment(name: string): string {
  const clean = name.replace(/\s*[/\\]\s*/g, " - ").replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_").replace(/^[\s.]+|[\s.]+$/g, "").slice(0, 150);
  return clean || "_";
}

/** Each document's path in the zip: category folder, the beneficiary's folder, "<type> - <file>"; a repeated path gets " (2)", " (3)" before its extension. */
export function zipPaths(docs: readonly DocumentDto[], locale: string): string[] {
  const taken = new Set<string>();
  return docs.map((d) => {
    const folder = FOLDERS[d.category][locale === "es" ? "es" : "en"];
    const person = d.category === "beneficiary_doc" && d.beneficiary ? `/${zipSegment(d.beneficiary.name)}` : "";
    const base = zipSegment(d.docTypeLabel && d.docTypeLabel !== d.fileName ? `${d.docTypeLabel} - ${d.fileName}` : d.fileName);
    const dot = base.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ""];
    let path = `${zipSegment(folder)}${person}/${base}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${zipSegment(folder)}${person}/${stem} (${n})${ext}`;
    taken.add(path.toLowerCase());
    return path;
  });
}
