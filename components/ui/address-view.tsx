"use client";
// An address as text: lines, then city, state, zip code and country (names from master data).
import type { AddressDto } from "@/lib/shared/validation/address";
import { useCountries, useLocations, useStates } from "@/lib/shared/places";

export function AddressView({ address, emptyLabel }: { address: AddressDto | null | undefined; emptyLabel: string }) {
  const countries = useCountries();
  const states = useStates(address?.countryId ?? undefined);
  const locations = useLocations(address?.stateId ?? undefined);
  if (!address || !address.line1) return <p className="text-sm text-fg-muted">{emptyLabel}</p>;
  const name = (rows: { id: number; name: string }[] | undefined, id: number | null | undefined) =>
    id ? (rows?.find((r) => r.id === id)?.name ?? null) : null;
  const apt = [address.aptType, address.aptNumber].filter(Boolean).join(" ");
  const cityLine = [name(locations.data, address.locationId), [name(states.data, address.stateId), address.zipcode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const lines = [address.line1, [address.line2, apt].filter(Boolean).join(", "), cityLine, name(countries.data, address.countryId)].filter(Boolean);
  return (
    <address className="text-sm not-italic text-fg">
      {lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </address>
  );
}
