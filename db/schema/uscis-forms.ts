// The USCIS form editions a platform admin uploaded (issue 33 §4): the blank of one edition of a form (the PDF
// in the file store, decrypted), the days it is used for (valid_from … valid_to, inclusive; null: open), and
// the blank's AcroForm fields with their tooltips. The installation's, not a firm's: no tenant column.
// Owned by lib/modules/uscis-forms.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A field of an uploaded blank: its full name, pdf-lib kind (Text, CheckBox, …) and tooltip (TU). */
export type EditionField = { name: string; kind: string; tooltip: string };

/**
 * One line of an uploaded edition's own field map (edition-maps.ts checks and fills it): the field is filled
 * with a value the product knows (`key`, a value-catalogue key; a check box ticked when that value equals
 * `check`; `as` its format), a fixed text, or a check box always ticked / left empty.
 */
export type EditionMapEntry =
  | { field: string; key: string; as?: "text" | "date" | "digits" | "i94" | "zip" | "state" | "socMajor" | "socDetail"; check?: string }
  | { field: string; text: string }
  | { field: string; checked: boolean };

// @owner uscis-forms
export const uscisFormEditions = pgTable(
  "uscis_form_editions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** I-129, G-1450, … */
    formCode: text("form_code").notNull(),
    /** The edition date printed on the form, MM/DD/YY. */
    edition: text("edition").notNull(),
    validFrom: text("valid_from").notNull(),
    validTo: text("valid_to"),
    /** The decrypted blank in the file store (platform/uscis-forms/<id>.pdf). */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    pages: integer("pages").notNull(),
    fields: jsonb("fields").$type<EditionField[]>().notNull(),
    /** The map a platform admin gave this edition (null: the built-in map of its form, if any, fills it). */
    fieldMap: jsonb("field_map").$type<EditionMapEntry[]>(),
    mapUpdatedBy: uuid("map_updated_by"),
    mapUpdatedAt: timestamp("map_updated_at", { withTimezone: true }),
    uploadedBy: uuid("uploaded_by"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("uscis_form_editions_form_edition_uq").on(t.formCode, t.edition), index("uscis_form_editions_form_from_idx").on(t.formCode, t.validFrom)],
);
export type UscisFormEditionRow = typeof uscisFormEditions.$inferSelect;
