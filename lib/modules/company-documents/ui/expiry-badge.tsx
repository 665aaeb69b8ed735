"use client";
// The expiry of a standing document: its date, flagged expired or expiring soon (the server's state on the caller's today).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CompanyDocumentDto } from "../contract";

export function ExpiryCell({ doc }: { doc: Pick<CompanyDocumentDto, "expiryDate" | "expiry"> }) {
  const t = useTranslations("companyDocuments.expiry");
  const f = useFormat();
  if (!doc.expiryDate || !doc.expiry) return <span className="text-fg-muted">{t("none")}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{f.date(doc.expiryDate)}</span>
      {doc.expiry.state === "expired" ? <Badge tone="danger">{t("expired")}</Badge> : null}
      {doc.expiry.state === "soon" ? <Badge tone="warning">{t("soon", { days: doc.expiry.days })}</Badge> : null}
    </span>
  );
}
