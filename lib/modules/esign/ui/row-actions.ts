// What the staff may do with an envelope of the case's list (the list rows carry no `actions`): the same
// rules as the details' `actions` (views.ts), from the row alone. Send on a draft whose boxes are missing
// is refused by the server with its message.
import type { EnvelopeDetails, EnvelopeSummary } from "../contract";

export type EnvelopeActions = EnvelopeDetails["actions"] & { prepare: boolean; downloadSigned: boolean; verify: boolean };

export function envelopeActions(e: EnvelopeSummary & { actions?: EnvelopeDetails["actions"] }, manage: boolean, now = Date.now()): EnvelopeActions {
  const live = new Date(e.expiresAt).getTime() > now;
  const done = e.status === "completed" && e.signedDocumentId !== null;
  const derived = {
    saveFields: manage && e.status === "draft",
    send: manage && live && e.status === "draft",
    void: manage && (e.status === "draft" || e.status === "sent"),
    remind: manage && live && e.status === "sent" && e.signers.some((s) => s.status === "sent" || s.status === "viewed"),
  };
  const a = e.actions ?? derived;
  return { ...a, prepare: a.saveFields, downloadSigned: done, verify: done };
}
