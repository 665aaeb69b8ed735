"use client";
// Signatures on a case's Forms & Letters tab: letters and other documents e-signed (envelopes), USCIS
// forms signed in ink (their packets and scans). Composed by the case screen below the forms table.
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { CaseEnvelopes } from "./case-envelopes";
import { CaseInkSignatures } from "./case-ink";

export function CaseSignatures(props: { viewer: Viewer; c: CaseDetails }) {
  return (
    <>
      <CaseInkSignatures {...props} />
      <CaseEnvelopes {...props} />
    </>
  );
}
