"use client";
// An address shown as lines: the shared AddressView (one address formatter everywhere) with the
// clients' "no address" wording.
import { useTranslations } from "next-intl";
import { AddressView } from "@/components/ui/address-view";
import type { AddressDto } from "@/lib/shared/validation/address";

export function AddressText({ address }: { address: AddressDto | null | undefined }) {
  const t = useTranslations("clients");
  return <AddressView address={address} emptyLabel={t("details.noAddress")} />;
}
