"use client";
// Section 2 on /app/i9-details/{id}: once Section 1 is signed, "Complete Section 2" (the representative
// examines the documents here) or "Send to a remote verifier" (a notary or agent completes it through a
// link); once signed, the documents (numbers masked, "Show" for i9.sensitive, audited), the review and who
// signed, how. "Download Form I-9 (PDF)" gives the official form filled in. Each document keeps the copies
// the employer made of it ("Upload a copy", i9.manage; opened by i9.sensitive, on the trail); with E-Verify,
// a passport, Permanent Resident Card or EAD without a copy is flagged (photo matching).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { FileUploadButton } from "@/components/form/file-upload-button";
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
import { MAX_COPIES_PER_DOCUMENT, type I9DocumentCopyDto } from "../copies-contract";
import { i9Keys } from "./keys";
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
          <DocumentItem
            key={d.id}
            recordId={r.id}
            d={d}
            canReveal={can(viewer, "i9.sensitive")}
            onReplace={d.receipt && can(viewer, "i9.manage") ? () => setReplacing(d) : undefined}
            copies={copiesProps(r, d, viewer)}
          />
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

type CopiesProps = { list: I9DocumentCopyDto[]; canUpload: boolean; canOpen: boolean; photoMatching: boolean };

/** What a document's copies part shows: its copies, who may add or open one, whether E-Verify still needs one. */
export function copiesProps(r: I9DetailsDto, d: I9DocumentDto, viewer: Viewer): CopiesProps {
  return {
    list: r.documentCopies.filter((c) => c.documentId === d.id),
    canUpload: can(viewer, "i9.manage") && r.status !== "purged",
    canOpen: can(viewer, "i9.sensitive"),
    photoMatching: r.photoMatchingCopyMissing.includes(d.id),
  };
}

/** A document examined (Section 2 or a Supplement B entry): list and title, issuer and expiry, its number masked with "Show", its copies. */
export function DocumentItem({ recordId, d, canReveal, onReplace, copies }: { recordId: string; d: I9DocumentDto; canReveal: boolean; onReplace?: () => void; copies?: CopiesProps }) {
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
      {copies ? <DocumentCopies recordId={recordId} d={d} title={kind ? (locale === "es" ? kind.es : kind.en) : d.code} copies={copies} /> : null}
    </li>
  );
}

function DocumentCopies({ recordId, d, title, copies }: { recordId: string; d: I9DocumentDto; title: string; copies: CopiesProps }) {
  const t = useTranslations("i9.records.section2.copies");
  const f = useFormat();
  const qc = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (c: I9DocumentCopyDto) => {
    setOpening(c.id);
    try {
      await downloadFile("i9/document-copy-file", { id: recordId, copyId: c.id }, c.fileName);
      void qc.invalidateQueries({ queryKey: [...i9Keys.records(), "activity", recordId] });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setOpening(null);
    }
  };
  const room = MAX_COPIES_PER_DOCUMENT - copies.list.length;
  return (
    <div className="mt-2 grid gap-2">
      {copies.photoMatching ? (
        <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-warning-strong">
          {t("photoMatching")}
        </p>
      ) : null}
      {copies.list.length ? (
        <ul className="grid gap-1" aria-label={t("listLabel", { document: title })}>
          {copies.list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2">
              <span className="text-fg">{c.fileName}</span>
              <span className="text-fg-muted">{t("uploaded", { date: f.dateTime(c.uploadedAt) })}</span>
              {copies.canOpen ? (
                <Button size="sm" variant="ghost" loading={opening === c.id} onClick={() => void open(c)} aria-label={t("openLabel", { name: c.fileName })}>
                  {t("open")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {copies.canUpload && room > 0 ? (
        <FileUploadButton
          path="i9/document-copy-upload"
          fields={{ id: recordId, documentId: d.id }}
          maxFiles={Math.min(2, room)}
          label={t("upload")}
          accessibleLabel={t("uploadLabel", { document: title })}
          onUploaded={async () => {
            toast.success(t("uploadedToast"));
            await qc.invalidateQueries({ queryKey: i9Keys.records() });
          }}
        />
      ) : null}
    </div>
  );
}
