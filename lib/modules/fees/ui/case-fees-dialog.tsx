"use client";
// A case's USCIS filing fees for another screen (the invoice form): the same computation as the case's
// Tracking tab — postmark date, the facts to enter, the lines with who pays — and "Add N fees", which hands
// the counted lines to the caller. Nothing is saved here.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { FeeLineResult } from "../fees-for";
import { FeeFactsForm } from "./fee-facts";
import { FeeLines } from "./fee-lines";
import { PostmarkDate, useCaseFees } from "./filing-fees-section";

export type CaseFeesDialogProps = {
  petitionId: string;
  caseNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lines counted in the total (a line waiting for a fact is left out until it is entered). */
  onAdd: (lines: FeeLineResult[]) => void;
};

export function CaseFeesDialog({ petitionId, caseNumber, open, onOpenChange, onAdd }: CaseFeesDialogProps) {
  const t = useTranslations("fees");
  const { postmarkDate, setPostmarkDate, overrides, setOverrides, query } = useCaseFees(petitionId, open);
  const counted = query.data?.lines.filter((l) => l.counted) ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("pickTitle", { number: caseNumber })}
      description={t("pickIntro")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("pickCancel")}
          </Button>
          <Button disabled={!query.data || query.isFetching || counted.length === 0} onClick={() => onAdd(counted)}>
            {t("pickAdd", { count: counted.length })}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <PostmarkDate value={postmarkDate} onChange={setPostmarkDate} />
        {query.data ? <FeeFactsForm facts={query.data.facts} overrides={overrides} onChange={setOverrides} /> : null}
        <FeeLines query={query} />
      </div>
    </Modal>
  );
}
