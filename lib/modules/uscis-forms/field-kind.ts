import { PDFButton, PDFCheckBox, PDFDropdown, PDFOptionList, PDFRadioGroup, PDFSignature, PDFTextField, type PDFField } from "pdf-lib";

/**
 * A field's kind by its class, never by `constructor.name`: the production build renames classes, and an
 * uploaded blank's fields would all be of an unknown kind there (the map editor then listed none).
 */
export function fieldKind(f: PDFField): string {
  if (f instanceof PDFTextField) return "TextField";
  if (f instanceof PDFCheckBox) return "CheckBox";
  if (f instanceof PDFDropdown) return "Dropdown";
  if (f instanceof PDFRadioGroup) return "RadioGroup";
  if (f instanceof PDFOptionList) return "OptionList";
  if (f instanceof PDFSignature) return "Signature";
  if (f instanceof PDFButton) return "Button";
  return "Field";
}
