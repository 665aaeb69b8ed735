"use client";
// /app/default-user (bare host, no firm sub-domain): every firm has its own address; the visitor types
// the firm's name in the address and goes to that firm's sign-in page (or the page they were opening).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { FIRM_SLUG, firmAddressForm, firmUrl, type FirmAddressInput, type FirmAddressValues } from "../contract";
import { AccountCard } from "./account-card";

export function DefaultUserScreen({ host, next }: { host: string; next: string | null }) {
  const t = useTranslations("account.defaultUser");
  const [leaving, setLeaving] = useState(false);
  const schema = useMemo(() => firmAddressForm({ required: t("slugRequired"), invalid: t("slugInvalid") }), [t]);
  const form = useForm<FirmAddressInput, unknown, FirmAddressValues>({ resolver: zodResolver(schema), defaultValues: { slug: "" } });
  const typed = (useWatch({ control: form.control, name: "slug" }) ?? "").trim().toLowerCase();
  const bareHost = host.replace(/^www\./i, "");
  const path = next ?? "/app/login";

  function go({ slug }: FirmAddressValues) {
    setLeaving(true);
    window.location.assign(firmUrl(window.location.protocol, window.location.host, slug, path));
  }

  return (
    <AccountCard title={t("title")} description={t("subtitle")}>
      <div className="space-y-3 text-sm text-fg">
        <p>{t("explain")}</p>
        <p>{t("example", { address: `acme.${bareHost}` })}</p>
      </div>
      <Form form={form} onSubmit={go} className="mt-6 flex flex-col gap-4" aria-label={t("formLabel")}>
        <TextField
          name="slug"
          label={t("slug")}
          required
          autoFocus
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="acme"
          hint={t("slugHint", { host: bareHost })}
        />
        {typed && FIRM_SLUG.test(typed) ? (
          <p className="text-xs text-fg-muted" aria-live="polite">
            {t("preview", { url: `${typed}.${bareHost}${path}` })}
          </p>
        ) : null}
        <Button type="submit" loading={leaving}>
          {t("submit")}
        </Button>
      </Form>
      <p className="mt-6 text-xs text-fg-muted">{t("noAddress")}</p>
    </AccountCard>
  );
}
