"use client";
// The case screen composed from its modules: cases draws it, documents and questionnaires fill their
// parts (lib/modules/cases/ui/slots.tsx). Composing here keeps the modules free of import cycles.
import type { Viewer } from "@/lib/shared/viewer";
import { CaseDetailsScreen } from "@/lib/modules/cases/ui/case-details";
import type { CaseSlots } from "@/lib/modules/cases/ui/slots";
import { CaseDocumentsTab } from "@/lib/modules/documents/ui/case-documents-tab";
import { CaseFormsTab } from "@/lib/modules/documents/ui/case-forms-tab";
import { CaseScannedTab } from "@/lib/modules/documents/ui/case-scanned-tab";
import { UscisResponseSection } from "@/lib/modules/documents/ui/uscis-response-section";
import { SendQuestionnaireDialog } from "@/lib/modules/questionnaires/ui/send-questionnaire-dialog";

const slots: CaseSlots = {
  documentsTab: CaseDocumentsTab,
  formsTab: CaseFormsTab,
  scannedTab: CaseScannedTab,
  uscisResponse: UscisResponseSection,
  sendQuestionnaire: SendQuestionnaireDialog,
};

export function CaseScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  return <CaseDetailsScreen viewer={viewer} id={id} slots={slots} />;
}
