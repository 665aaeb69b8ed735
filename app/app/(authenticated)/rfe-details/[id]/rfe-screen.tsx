"use client";
// The RFE case screen composed from its modules: cases draws it, documents fills its documents part, fees the response's USCIS fees.
import dynamic from "next/dynamic";
import type { Viewer } from "@/lib/shared/viewer";
import { RfeDetailsScreen } from "@/lib/modules/cases/ui/rfe-details-screen";

const RfeFilingFeesSection = dynamic(() => import("@/lib/modules/fees/ui").then((m) => m.RfeFilingFeesSection));
const RfeDocumentsSection = dynamic(() => import("@/lib/modules/documents/ui/rfe-documents-section").then((m) => m.RfeDocumentsSection));

export function RfeScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  return <RfeDetailsScreen viewer={viewer} id={id} documents={RfeDocumentsSection} fees={RfeFilingFeesSection} />;
}
