// The cap registration's code lists, shared by the contract, the rules, the imports and the screens.

export const CAP_STATUS = { DRAFT: 1, READY: 2, SUBMITTED: 3, SELECTED: 4, NOT_SELECTED: 5, FILED: 6 } as const;
export type CapStatusId = (typeof CAP_STATUS)[keyof typeof CAP_STATUS];

/** Each status with its names (the API answers `status` in the reader's language; screens use messages/<locale>/cap.json "status.<key>"). */
export const CAP_STATUSES = [
  { id: 1, key: "draft", en: "Draft", es: "Borrador" },
  { id: 2, key: "ready", en: "Ready", es: "Lista" },
  { id: 3, key: "submitted", en: "Submitted", es: "Presentada" },
  { id: 4, key: "selected", en: "Selected", es: "Seleccionada" },
  { id: 5, key: "notSelected", en: "Not selected", es: "No seleccionada" },
  { id: 6, key: "filed", en: "Petition filed", es: "Petición presentada" },
] as const satisfies readonly { id: CapStatusId; key: string; en: string; es: string }[];

/**
 * Where each status may go. Ready needs every detail USCIS asks for (capIssues); a ready registration
 * may go back to draft; submitted needs the USCIS confirmation number; USCIS selects or not (a later
 * round may still select a registration not selected); a selected one is filed as a petition.
 */
export const CAP_TRANSITIONS: Readonly<Record<CapStatusId, readonly CapStatusId[]>> = {
  1: [2],
  2: [1, 3],
  3: [4, 5],
  4: [6],
  5: [4],
  6: [],
};

/** The details may change while the registration is not yet with USCIS. */
export const EDITABLE_CAP_STATUSES: readonly CapStatusId[] = [CAP_STATUS.DRAFT, CAP_STATUS.READY];

export const CAP_TYPES = ["regular", "masters"] as const;
export type CapType = (typeof CAP_TYPES)[number];

/** USCIS registration confirmation numbers: letters and digits (16 today; 10–20 accepted). */
export const CONFIRMATION_NUMBER = /^[A-Z0-9]{10,20}$/;

/** The case a selected registration opens: H-1B (type 1), "H-1B Cap Petition (Initial)" (sub type 2). */
export const CAP_CASE_TYPE = { typeId: 1, subTypeId: 2 } as const;
