"use client";
// "Online payment" on the invoice's details: which of the firm's Stripe accounts the client's online payment
// goes to (operating, or trust for unearned fees), switched by a user who may manage invoices while something
// is owed (invoices/set-pay-into-trust; the trust account must be set up first, else the server's 409 in a toast).
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { InvoiceDetails } from "../contract";
import { invoicesKeys } from "./keys";

export function PayIntoTrustCard({ inv }: { inv: InvoiceDetails }) {
  const t = useTranslations("invoices.payIntoTrust");
  const qc = useQueryClient();
  const a = inv.actions;
  const canChange = a.update || a.recordPayment;
  const set = useMutation({
    mutationFn: (payIntoTrust: boolean) => apiPost<InvoiceDetails>("invoices/set-pay-into-trust", { id: inv.id, payIntoTrust }),
    onSuccess: (data) => {
      qc.setQueryData(invoicesKeys.detail(inv.id), data);
      toast.success(t(data.payIntoTrust ? "nowTrust" : "nowOperating"));
    },
    onError: (e) => toast.error(e instanceof Error ? e.message : t("failed")),
  });
  return (
    <CardSection title={t("title")}>
      <p className="text-sm" data-testid="pay-into-account">
        {t(inv.payIntoTrust ? "trust" : "operating")}
      </p>
      {canChange ? (
        <Button variant="secondary" size="sm" className="mt-3" loading={set.isPending} onClick={() => set.mutate(!inv.payIntoTrust)}>
          {t(inv.payIntoTrust ? "toOperating" : "toTrust")}
        </Button>
      ) : null}
    </CardSection>
  );
}
