"use client";
// An address as text, one formatter for every screen (lib/shared/format/address.ts): street, second
// line and suite, "city, state zip", country — the names looked up in master data.
import type { AddressDto } from "@/lib/shared/validation/address";
import { formatAddressLines } from "@/lib/shared/format/address";
import { useCountries, useLocations, useStates } from "@/lib/shared/places";

type Named = { id: number; name: string };
const nameOf = (rows: Named[] | undefined, id: number | null | undefined) => (id ? (rows?.find((r) => r.id === id)?.name ?? null) : null);

export function AddressView({ address, emptyLabel }: { address: AddressDto | null | undefined; emptyLabel: string }) {
  const countries = useCountries();
  const states = useStates(address?.countryId ?? undefined);
  const locations = useLocations(address?.stateId ?? undefined);
  if (!address || (!address.line1 && !address.countryId)) return <p className="text-sm text-fg-muted">{emptyLabel}</p>;
  const lines = formatAddressLines({
    ...address,
    city: nameOf(locations.data, address.locationId),
    state: nameOf(states.data, address.stateId),
    country: nameOf(countries.data, address.countryId),
  });
  return (
    <address className="text-sm not-italic text-fg">
      {lines.map((l, i) => (
        <span key={i} className="block">
          {l}
        </span>
      ))}
    </address>
  );
}
