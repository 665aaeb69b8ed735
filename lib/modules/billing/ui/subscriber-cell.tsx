"use client";
// Who is billed, in a list cell: the firm, or a petitioner company with its firm under it.
import { useTranslations } from "next-intl";
import type { SubscriberRefDto } from "../admin-contract";

export function SubscriberCell({ subscriber }: { subscriber: SubscriberRefDto }) {
  const t = useTranslations("platformBilling");
  return (
    <span className="flex flex-col">
      <span>{subscriber.name}</span>
      <span className="text-xs text-fg-muted">{subscriber.kind === "company" ? t("subscriber.companyOf", { firm: subscriber.firmName }) : t("subscriber.firm")}</span>
    </span>
  );
}
