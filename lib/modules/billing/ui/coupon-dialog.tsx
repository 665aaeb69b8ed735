"use client";
// "New coupon" (loaded on demand): the fields coupons/create takes — code, percent or amount off, once /
// N months / forever, a redemption limit and a last day. The amount is typed in dollars and the last day as
// MM/DD/YYYY, read here; everything else goes as typed and the server's 422 lands under its field.
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { usDateToIso } from "@/lib/shared/validation/rules";
import { billingKeys } from "./keys";

type Values = { code: string; kind: "percent" | "amount"; percentOff: string; amountOffCents: string; duration: "once" | "repeating" | "forever"; durationMonths: string; maxRedemptions: string; expiresOn: string };

/** A refusal of the form itself, shaped as the server's 422 so FormDialog puts it under the field. */
const refuse = (field: string, message: string) => new ApiError("VALIDATION_ERROR", message, 422, { [field]: message });

/** "12", "12.5", "12.50", "$1,200" → cents; null when it is no amount. */
function dollarsToCents(text: string): number | null {
  const s = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ""] = s.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export function CouponDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("platformBilling.couponForm");
  const qc = useQueryClient();
  const form = useForm<Values>({ defaultValues: { code: "", kind: "percent", percentOff: "", amountOffCents: "", duration: "once", durationMonths: "", maxRedemptions: "", expiresOn: "" } });
  const [kind, duration] = useWatch({ control: form.control, name: ["kind", "duration"] });
  const save = useMutation({
    mutationFn: async (v: Values) => {
      let amountOffCents: number | string | undefined;
      if (v.kind === "amount" && v.amountOffCents.trim()) {
        const cents = dollarsToCents(v.amountOffCents);
        if (cents === null) throw refuse("amountOffCents", t("errors.amount"));
        amountOffCents = cents;
      }
      let expiresOn: string | undefined;
      if (v.expiresOn.trim()) {
        expiresOn = usDateToIso(v.expiresOn) ?? undefined;
        if (!expiresOn) throw refuse("expiresOn", t("errors.date"));
      }
      return apiPost<{ code: string }>("payapi/coupons/create", {
        code: v.code,
        kind: v.kind,
        percentOff: v.kind === "percent" ? v.percentOff : undefined,
        amountOffCents,
        duration: v.duration,
        durationMonths: v.duration === "repeating" ? v.durationMonths : undefined,
        maxRedemptions: v.maxRedemptions,
        expiresOn,
      });
    },
    onSuccess: (c) => {
      toast.success(t("created", { code: c.code }));
      void qc.invalidateQueries({ queryKey: billingKeys.platform });
      onClose();
    },
  });
  return (
    <FormDialog title={t("title")} description={t("description")} form={form} save={save} submitLabel={t("create")} onClose={onClose}>
      <TextField name="code" label={t("code")} required hint={t("codeHint")} autoComplete="off" />
      <SelectField
        name="kind"
        label={t("kind")}
        required
        options={[
          { value: "percent", label: t("kinds.percent") },
          { value: "amount", label: t("kinds.amount") },
        ]}
      />
      {kind === "percent" ? (
        <TextField name="percentOff" label={t("percentOff")} required inputMode="numeric" autoComplete="off" hint={t("percentHint")} />
      ) : (
        <TextField name="amountOffCents" label={t("amountOff")} required inputMode="decimal" autoComplete="off" hint={t("amountHint")} />
      )}
      <SelectField
        name="duration"
        label={t("duration")}
        required
        options={[
          { value: "once", label: t("durations.once") },
          { value: "repeating", label: t("durations.repeating") },
          { value: "forever", label: t("durations.forever") },
        ]}
      />
      {duration === "repeating" ? <TextField name="durationMonths" label={t("durationMonths")} required inputMode="numeric" autoComplete="off" /> : null}
      <TextField name="maxRedemptions" label={t("maxRedemptions")} inputMode="numeric" autoComplete="off" hint={t("maxRedemptionsHint")} />
      <TextField name="expiresOn" label={t("expiresOn")} placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" hint={t("expiresOnHint")} />
    </FormDialog>
  );
}
