"use client";
// An address shown as lines, with the country, state and city names looked up in master data.
import { useTranslations } from "next-intl";
import { useCountries, useLocations, useStates } from "@/lib/shared/places";
import type { AddressDto } from "@/lib/shared/validation/address";

export function AddressText({ address }: { address: AddressDto | null | undefined }) {
  const t = useTranslations("clients");
  const countries = useCountries();
  const states = useStates(address?.countryId ?? undefined);
  const locations = useLocations(address?.stateId ?? undefined);
  if (!address || (!address.line1 && !address.countryId)) return <span className="text-sm text-fg-muted">{t("details.noAddress")}</span>;
  const name = (rows: { id: number; name: string }[] | undefined, id: number | null | undefined) => (id ? rows?.find((r) => r.id === id)?.name : undefined);
  const apt = address.aptType || address.aptNumber ? [address.aptType, address.aptNumber].filter(Boolean).join(" ") : null;
  const cityLine = [name(locations.data, address.locationId), name(states.data, address.stateId), address.zipcode].filter(Boolean).join(", ");
  return (
    <address className="text-sm not-italic text-fg">
      {[address.line1, [address.line2, apt].filter(Boolean).join(", "), cityLine, name(countries.data, address.countryId)]
        .filter((l) => l)
        .map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}
