"use client";
// Supplement B on /app/i9-details/{id}: every reverification and rehire entry, oldest first (the document
// examined with its number masked, a new name, who signed and when), and for the employer's representative
// "Record reverification" (employed, with a reverification date) or "Record rehire" (after the employee
// left, until rule 5's last day, which is shown).
import { useState } from "react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { I9DetailsDto } from "../contract";
import type { SupplementKind } from "../supplement-contract";
import { copiesProps, DocumentItem } from "./section2-card";

const SupplementDialog = dynamic(() => import("./supplement-dialog").then((m) => m.SupplementDialog));

export function SupplementCard({ r, viewer }: { r: I9DetailsDto; viewer: Viewer }) {
  const t = useTranslations("i9.supplementB");
  const f = useFormat();
  const [kind, setKind] = useState<SupplementKind | null>(null);
  if (!r.completedOn || r.certificate) return null;
  const manage = can(viewer, "i9.manage");
  const reverify = manage && !r.terminationDate && r.reverifyBy !== null;
  const rehire = manage && r.terminationDate !== null;
  return (
    <CardSection
      title={t("title")}
      actions={
        reverify || rehire ? (
          <Button size="sm" variant="secondary" onClick={() => setKind(reverify ? "reverification" : "rehire")}>
            {reverify ? t("recordReverification") : t("recordRehire")}
          </Button>
        ) : null
      }
    >
      {r.terminationDate && r.supplementBUntil ? <p className="mb-3 text-sm text-fg">{t("rehireUntil", { date: f.date(r.supplementBUntil) })}</p> : null}
      {r.supplements.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      ) : (
        <ol className="grid gap-3">
          {r.supplements.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-md border border-border p-3 text-sm">
              <p className="font-medium text-fg">
                {s.kind === "rehire" ? t("rehireOn", { date: f.date(s.rehireDate!) }) : t("reverification")}
                <span className="font-normal text-fg-muted"> · {t("signed", { name: s.signedByName, date: f.date(s.signedOn) })}</span>
              </p>
              {s.newName ? <p className="text-fg">{t("newName", { name: [s.newName.firstName, s.newName.middleInitial, s.newName.lastName].filter(Boolean).join(" ") })}</p> : null}
              {s.document ? (
                <ul>
                  <DocumentItem recordId={r.id} d={s.document} canReveal={can(viewer, "i9.sensitive")} copies={copiesProps(r, s.document, viewer)} />
                </ul>
              ) : null}
              {s.additionalInformation ? <p className="text-fg-muted">{s.additionalInformation}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {kind ? <SupplementDialog r={r} kind={kind} onClose={() => setKind(null)} /> : null}
    </CardSection>
  );
}
