"use client";
// The case screen composed from its modules: cases draws it, documents and questionnaires fill their
// parts (lib/modules/cases/ui/slots.tsx), reminders its Reminders section, lca its LCAs section, greencard and perm their tabs, letters, uscis-forms and company-documents the Forms & Letters tab's actions, esign its signatures (ink packets, envelopes) and what the petitioner-signature step sends, fees and invoices the Tracking tab's filing fees and invoices, communication the Messages tab. Composing here keeps the modules free of import cycles.
// The slots are loaded when first shown (next/dynamic): the case opens on Case Details, so the documents'
// tabs, the USCIS response and the questionnaire dialog stay out of the page's first-load JavaScript. The
// parts of the other tabs also bring their own messages (lazyWithMessages, i18n/lazy-messages.tsx): the page's
// HTML carries only what Case Details and the header need.
import type { ComponentProps } from "react";
import dynamic from "next/dynamic";
import { lazyWithMessages } from "@/i18n/lazy-messages";
import type { Viewer } from "@/lib/shared/viewer";
import { CaseDetailsScreen, type InitialCaseDetails } from "@/lib/modules/cases/ui/case-details";
import type { CaseSlots } from "@/lib/modules/cases/ui/slots";
import { showsGreenCardTab } from "@/lib/modules/greencard/ui/shows-gc-tab";
import { showsPermTab } from "@/lib/modules/perm/ui/shows-perm-tab";

const CaseDocumentsTab = lazyWithMessages(() => import("@/lib/modules/documents/ui/case-documents-tab").then((m) => m.CaseDocumentsTab), ["documents"]);
const CaseFormsTab = lazyWithMessages(() => import("@/lib/modules/documents/ui/case-forms-tab").then((m) => m.CaseFormsTab), ["documents"]);
const CaseScannedTab = lazyWithMessages(() => import("@/lib/modules/documents/ui/case-scanned-tab").then((m) => m.CaseScannedTab), ["documents"]);
const UscisResponseSection = lazyWithMessages(() => import("@/lib/modules/documents/ui/uscis-response-section").then((m) => m.UscisResponseSection), ["documents"]);
const CaseReminders = dynamic(() => import("@/lib/modules/reminders/ui/case-reminders").then((m) => m.CaseReminders));
const CaseLcas = dynamic(() => import("@/lib/modules/lca/ui/case-lcas").then((m) => m.CaseLcas));
const CaseGreenCardTab = lazyWithMessages(() => import("@/lib/modules/greencard/ui/gc-tab").then((m) => m.CaseGreenCardTab), ["greencard"]);
const CasePermTab = lazyWithMessages(() => import("@/lib/modules/perm/ui/case-perm-tab").then((m) => m.CasePermTab), ["perm", "pwd"]);
const PermFormsSection = lazyWithMessages(() => import("@/lib/modules/documents/ui/perm-forms-section").then((m) => m.PermFormsSection), ["documents"]);
const GcNoticesSection = lazyWithMessages(() => import("@/lib/modules/documents/ui/gc-notices-section").then((m) => m.GcNoticesSection), ["documents"]);
const CaseUscisStatus = lazyWithMessages(() => import("@/lib/modules/uscis/ui/case-uscis-status").then((m) => m.CaseUscisStatus), ["uscis"]);
const GenerateLetterButton = lazyWithMessages(() => import("@/lib/modules/letters/ui/generate-letter").then((m) => m.GenerateLetterButton), ["letters.generate"]);
const AddFromClientDocumentsButton = lazyWithMessages(() => import("@/lib/modules/company-documents/ui").then((m) => m.AddFromClientDocumentsButton), ["companyDocuments.addToCase", "companyDocuments.expiry"]);
const FillFormButton = lazyWithMessages(() => import("@/lib/modules/uscis-forms/ui/fill-form-button").then((m) => m.FillFormButton), ["uscisForms"]);
const CaseSignatures = dynamic(() => import("@/lib/modules/esign/ui").then((m) => m.CaseSignatures));
const SignatureChoices = dynamic(() => import("@/lib/modules/esign/ui").then((m) => m.SignatureChoices));
const FilingFeesSection = lazyWithMessages(() => import("@/lib/modules/fees/ui").then((m) => m.FilingFeesSection), ["fees", "uscisForms.worksheet"]);
const CaseMoneyCard = lazyWithMessages(() => import("@/lib/modules/invoices/ui").then((m) => m.CaseMoneyCard), ["fees", "invoices"]);
const CaseMessages = dynamic(() => import("@/lib/modules/communication/ui").then((m) => m.CaseMessages));
// The tab label's badge from its own file: the module's index would bring the whole Messages tab into the first load.
const MessagesUnreadBadge = dynamic(() => import("@/lib/modules/communication/ui/unread-badge").then((m) => m.MessagesUnreadBadge));
const CaseQuestionnaires = lazyWithMessages(() => import("@/lib/modules/questionnaires/ui/case-questionnaires").then((m) => m.CaseQuestionnaires), ["questionnaire.caseCard", "questionnaire.title"]);
const SendQuestionnaireDialog = dynamic(() => import("@/lib/modules/questionnaires/ui/send-questionnaire-dialog").then((m) => m.SendQuestionnaireDialog));

/** The PERM tab with its forms and letters (the documents module's part). */
function PermTab(props: ComponentProps<typeof CasePermTab>) {
  return <CasePermTab {...props} FormsSection={PermFormsSection} />;
}

/** The Green card tab with its stages' USCIS notices (the documents module's part). */
function GreenCardTab(props: ComponentProps<typeof CaseGreenCardTab>) {
  return <CaseGreenCardTab {...props} NoticesSection={GcNoticesSection} />;
}

/** The Forms & Letters tab with "Generate a letter" (letters), "Fill a USCIS form" (uscis-forms), "Add from client documents" (company-documents) and the e-signatures (esign). */
function FormsActions(props: ComponentProps<typeof GenerateLetterButton>) {
  return (
    <div className="flex flex-wrap gap-2">
      <GenerateLetterButton {...props} />
      <FillFormButton {...props} />
      <AddFromClientDocumentsButton {...props} />
    </div>
  );
}
function FormsTab(props: ComponentProps<typeof CaseFormsTab>) {
  return <CaseFormsTab {...props} Generate={FormsActions} Envelopes={CaseSignatures} />;
}

/** The Tracking tab's money: "Fees & invoices" (invoices: the case's fees to bill, Create invoice, its invoices), then the USCIS filing fees with their facts (fees). */
function Money(props: ComponentProps<typeof FilingFeesSection>) {
  return (
    <>
      <CaseMoneyCard viewer={props.viewer} petitionId={props.c.id} />
      <FilingFeesSection {...props} />
    </>
  );
}

const slots: CaseSlots = {
  documentsTab: CaseDocumentsTab,
  formsTab: FormsTab,
  signatureChoices: SignatureChoices,
  scannedTab: CaseScannedTab,
  uscisResponse: UscisResponseSection,
  sendQuestionnaire: SendQuestionnaireDialog,
  questionnaires: CaseQuestionnaires,
  lcas: CaseLcas,
  reminders: CaseReminders,
  uscisStatus: CaseUscisStatus,
  money: Money,
  messages: { Tab: CaseMessages, Badge: MessagesUnreadBadge },
  variantTabs: { greenCard: { Tab: GreenCardTab, shows: showsGreenCardTab }, perm: { Tab: PermTab, shows: showsPermTab } },
};

/** `initial`: the case as the server read it for the first paint (page-data.ts), or null. */
export function CaseScreen({ viewer, id, initial, defaultTab }: { viewer: Viewer; id: string; initial?: InitialCaseDetails | null; defaultTab?: "greenCard" }) {
  return <CaseDetailsScreen viewer={viewer} id={id} slots={slots} initial={initial} defaultTab={defaultTab} />;
}
