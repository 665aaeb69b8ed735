// Pieces the field maps share: field names by subform, a US address block and a yes/no pair.
import type { FieldMap, FieldMapEntry } from "../field-map";
import type { FormPath } from "../form-data";

/** `form1[0].#subform[n].name[i]`: how the I-129, I-140 and I-485 name their fields. */
export const S = (subform: number, name: string, i = 0) => `form1[0].#subform[${subform}].${name}[${i}]`;

type AddressPath = "beneficiary.address" | "petitioner.address" | "job.worksite";
type AddressFields = { street: string; apt?: string; ste?: string; flr?: string; number?: string; city: string; state: string; zip: string };

/** A US address: street, the apartment / suite / floor boxes (wherever the form puts them), number, city, state list, ZIP. */
export function usAddress(p: AddressPath, f: AddressFields): FieldMap {
  const at = (k: string) => `${p}.${k}` as FormPath;
  const units: FieldMapEntry[] = (
    [
      ["apt", "APT"],
      ["ste", "STE"],
      ["flr", "FLR"],
    ] as const
  ).flatMap(([k, code]) => (f[k] ? [{ field: f[k], path: at("unitType"), check: code }] : []));
  return [
    { field: f.street, path: at("street") },
    ...units,
    ...(f.number ? [{ field: f.number, path: at("unitNumber") }] : []),
    { field: f.city, path: at("city") },
    { field: f.state, path: at("state"), as: "state" },
    { field: f.zip, path: at("zip"), as: "zip" },
  ];
}

/** A yes/no question: the Yes box ticked on "Yes", the No box on "No". */
export const yesNo = (path: FormPath, yes: string, no: string): FieldMap => [
  { field: yes, path, check: "Yes" },
  { field: no, path, check: "No" },
];
