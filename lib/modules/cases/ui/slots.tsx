"use client";
// The parts of the case screen that belong to other modules (documents' tabs and USCIS response,
// questionnaires' send dialog). The cases module does not import them (no cases ↔ documents or
// cases ↔ questionnaires cycle): app/app/(authenticated)/petition-details/[id]/case-screen.tsx passes them in.
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "../contract";

export type CaseSlotProps = { viewer: Viewer; c: CaseDetails };

export type CaseSlots = {
  documentsTab: ComponentType<CaseSlotProps>;
  formsTab: ComponentType<CaseSlotProps>;
  scannedTab: ComponentType<CaseSlotProps>;
  /** Inside the tracking tab: the USCIS response and its documents. */
  uscisResponse: ComponentType<CaseSlotProps>;
  sendQuestionnaire: ComponentType<{ c: CaseDetails; open: boolean; onOpenChange: (open: boolean) => void }>;
  /**
   * Inside "Request petitioner signature": what is sent to be signed (lib/modules/esign: USCIS forms in ink,
   * e-signature envelopes), as extra keys of the step's body; `valid` false keeps the request disabled.
   */
  signatureChoices?: ComponentType<{ c: CaseDetails; onChange: (extra: Record<string, unknown>, valid: boolean) => void }>;
  /** Below the Case Details tab: the LCAs that back the case (lib/modules/lca). */
  lcas?: ComponentType<CaseSlotProps>;
  /** At the top of the Tracking tab: what filing costs — the USCIS filing fees (lib/modules/fees) and the case's invoices (lib/modules/invoices). */
  money?: ComponentType<CaseSlotProps>;
  /** In the Tracking tab, after the courier: the USCIS Case Status API's answer (lib/modules/uscis). */
  uscisStatus?: ComponentType<CaseSlotProps>;
  /** Below the Case Details tab: the questionnaires sent for the case, their state and submitted answers (lib/modules/questionnaires). */
  questionnaires?: ComponentType<CaseSlotProps>;
  /** Below the Case Details tab: the case's reminders (lib/modules/reminders). */
  reminders?: ComponentType<CaseSlotProps>;
  /** The Messages tab: the case's communication threads (lib/modules/communication), and the unread count on its label. */
  messages?: { Tab: ComponentType<CaseSlotProps>; Badge?: ComponentType<CaseSlotProps> };
  /**
   * The tabs of the case variants, on the cases `shows` accepts: the green card (lib/modules/greencard,
   * green-card employment cases) and PERM (lib/modules/perm, PERM and green-card employment cases).
   */
  variantTabs?: Partial<Record<VariantTab, { Tab: ComponentType<CaseSlotProps>; shows: (viewer: Viewer, c: CaseDetails) => boolean }>>;
};

export type VariantTab = "greenCard" | "perm";

const SlotsContext = createContext<CaseSlots | null>(null);

export function CaseSlotsProvider({ slots, children }: { slots: CaseSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useCaseSlots(): CaseSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error("The case screen needs its slots (CaseDetailsScreen slots={…})");
  return slots;
}
