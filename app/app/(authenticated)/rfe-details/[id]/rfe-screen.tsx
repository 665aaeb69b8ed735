"use client";
// The RFE case screen composed from its modules: cases draws it, documents fills its documents part.
import dynamic from "next/dynamic";
import type { Viewer } from "@/lib/shared/viewer";
import { RfeDetailsScreen } from "@/lib/modules/cases/ui/rfe-details-screen";

const RfeDocumentsSection = dynamic(() => import("@/lib/modules/documents/ui/rfe-documents-section").then((m) => m.RfeDocumentsSection));

export function RfeScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  return <RfeDetailsScreen viewer={viewer} id={id} documents={RfeDocumentsSection} />;
}
