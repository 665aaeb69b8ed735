"use client";
import type { Viewer } from "@/lib/modules/profile/ui/viewer";
import type { CaseDetails } from "../../contract";

export function FormsTab({ c }: { viewer: Viewer; c: CaseDetails }) {
  return <div data-case={c.id} />;
}
