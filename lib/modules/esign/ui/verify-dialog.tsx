"use client";
// What the seal of an envelope's signed document says (esign/verify): signed, intact (the file unchanged
// since sealing, the whole file covered), by whom and when.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/detail-list";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { EnvelopeSummary, VerifyDto } from "../contract";
import { esignKeys } from "./keys";

export function VerifyDialog({ envelope, onClose }: { envelope: Pick<EnvelopeSummary, "id" | "documentName">; onClose: () => void }) {
  const t = useTranslations("esign.staff.verifyDialog");
  const f = useFormat();
  const q = useQuery({ queryKey: esignKeys.verify(envelope.id), queryFn: ({ signal }) => apiPost<VerifyDto>("esign/verify", { id: envelope.id }, { signal }) });
  const yesNo = (ok: boolean) => <Badge tone={ok ? "success" : "danger"}>{ok ? t("yes") : t("no")}</Badge>;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title", { name: envelope.documentName })} footer={<Button variant="secondary" onClick={onClose}>{t("close")}</Button>}>
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry"), close: t("close") }} onClose={onClose}>
        {(v) => (
          <div className="grid gap-3">
            <DetailList
              items={[
                { label: t("signed"), value: yesNo(v.signed) },
                { label: t("intact"), value: yesNo(v.intact && v.coversWholeFile) },
                { label: t("signer"), value: v.signerCommonName },
                { label: t("signedAt"), value: v.signedAt ? f.dateTime(v.signedAt) : null },
              ]}
            />
            <p className="text-sm text-fg-muted">{v.signed && v.intact && v.coversWholeFile ? t("good") : t("bad")}</p>
          </div>
        )}
      </QueryState>
    </Modal>
  );
}
