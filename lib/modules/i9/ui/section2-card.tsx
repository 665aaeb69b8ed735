"use client";
// Section 2 on /app/i9-details/{id}: once Section 1 is signed, "Complete Section 2" (the representative
// examines the documents here) or "Send to a remote verifier" (a notary or agent completes it through a
// link); once signed, the documents (numbers masked, "Show" for i9.sensitive, audited), the review and who
// signed, how. "Download Form I-9 (PDF)" gives the official form filled in.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import type { I9DocumentDto } from "../section2-contract";
import { i9Document } from "../documents";
import { Revealable } from "./section1-card";


// Loaded when opened: the Section 2 fields and their checks are not needed to show the record.
const CompleteDialog = dynamic(() => import("./record-dialogs").then((m) => m.CompleteDialog));
const SendVerifierDialog = dynamic(() => import("./record-dialogs").then((m) => m.SendVerifierDialog));
const ReceiptDialog = dynamic(() => import("./record-dialogs").then((m) => m.ReceiptDialog));

export function Section2Card({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.records.section2");
  const f = useFormat();
  const [dialog, setDialog] = useState<"complete" | "verifier" | null>(null);
  const [downloading, setDownloading] = useState(false);
  const waiting = r.status === "section2_pending" && can(viewer, "i9.manage");
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile("i9/download-pdf", { id: r.id }, `form-i9-${r.employeeName}.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <CardSection
      title={t("title")}
      actions={
        <div className="flex flex-wrap gap-2">
          {r.section1 && can(viewer, "i9.sensitive") ? (
            <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
              {t("downloadPdf")}
            </Button>
          ) : null}
          {waiting ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog("verifier")}>
                {t("sendVerifier")}
              </Button>
              <Button size="sm" onClick={() => setDialog("complete")}>
                {t("complete")}
              </Button>
            </>
          ) : null}
        </div>
      }
    >
      {r.section2 ? <Signed r={r} viewer={viewer} /> : <p className="text-sm text-fg-muted">{r.status === "section2_pending" ? t("waiting", { date: f.date(r.section2Due) }) : t("afterSection1")}</p>}
      {dialog === "complete" ? <CompleteDialog r={r} onClose={() => setDialog(null)} /> : null}
      {dialog === "verifier" ? <SendVerifierDialog r={r} onClose={() => setDialog(null)} /> : null}
    </CardSection>
  );
}

function Signed({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.records.section2");
  const ts = useTranslations("i9.section2");
  const f = useFormat();
  const [replacing, setReplacing] = useState<I9DocumentDto | null>(null);
  const s = r.section2!;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {r.documents.map((d) => (
          <DocumentItem key={d.id} recordId={r.id} d={d} canReveal={can(viewer, "i9.sensitive")} onReplace={d.receipt && can(viewer, "i9.manage") ? () => setReplacing(d) : undefined} />
        ))}
      </ul>
      <DetailList
        className="lg:grid-cols-3"
        items={[
          { label: ts("firstDay"), value: f.date(s.firstDay) },
          { label: ts("alternativeProcedure"), value: s.alternativeProcedure ? t("yes") : t("no") },
          { label: ts("additionalInformation"), value: s.additionalInformation },
          { label: t("signedBy"), value: t("signedAt", { name: s.signature, title: s.signerTitle, date: f.dateTime(s.signedAt) }) },
          { label: t("via"), value: s.signedVia === "verifier" ? t("viaVerifier", { name: s.verifierName ?? "" }) : t("viaUser") },
          { label: ts("businessName"), value: `${s.businessName}, ${s.businessStreet}, ${s.businessCity}, ${s.businessState} ${s.businessZip}` },
          { label: t("completedOn"), value: r.completedOn ? f.date(r.completedOn) : null },
          { label: t("lateNote"), value: r.lateNote },
        ]}
      />
      {replacing ? <ReceiptDialog r={r} d={replacing} onClose={() => setReplacing(null)} /> : null}
    </div>
  );
}

/** A document examined (Section 2 or a Supplement B entry): list and title, issuer and expiry, its number masked with "Show". */
export function DocumentItem({ recordId, d, canReveal, onReplace }: { recordId: string; d: I9DocumentDto; canReveal: boolean; onReplace?: () => void }) {
  const t = useTranslations("i9.records.section2");
  const ts = useTranslations("i9.section2");
  const f = useFormat();
  const locale = useLocale();
  const kind = i9Document(d.code);
  return (
    <li className="rounded-md border border-border p-3 text-sm">
      <p className="font-medium text-fg">
        {ts(`list${d.list}`)}: {kind ? (locale === "es" ? kind.es : kind.en) : d.code}
        {d.receipt ? ` (${ts("receiptShort")})` : ""}
      </p>
      <p className="text-fg-muted">{[d.issuingAuthority, d.expirationDate ? t("expires", { date: f.date(d.expirationDate) }) : t("noExpiry")].filter(Boolean).join(" · ")}</p>
      {d.number ? <Revealable id={recordId} field="documentNumber" documentId={d.id} masked={d.number} canReveal={canReveal} /> : null}
      {onReplace ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={onReplace}>
          {t("replaceReceipt")}
        </Button>
      ) : null}
    </li>
  );
}
