// What the staff may do with an envelope of the case's list: the server's `actions` (the same rules as the
// calls), plus what follows from the status alone (a draft is prepared, a completed one has its signed copy).
import type { EnvelopeListRow } from "../contract";

export type EnvelopeActions = EnvelopeListRow["actions"] & { prepare: boolean; downloadSigned: boolean; verify: boolean };

export function envelopeActions(e: EnvelopeListRow): EnvelopeActions {
  const done = e.status === "completed" && e.signedDocumentId !== null;
  return { ...e.actions, prepare: e.actions.saveFields, downloadSigned: done, verify: done };
}
