"use client";
// A beneficiary's record, read-only: person, contact, passport, US status documents with the expiry
// radar, client and address.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { useFormat } from "@/lib/shared/format/use-format";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import { useCountries } from "@/lib/shared/places";
import { AddressText } from "@/lib/modules/companies/ui";
import { DetailList } from "@/components/ui/detail-list";
import { TextLink } from "@/components/ui/link-button";
import { BENEFICIARY_STATUS, GENDERS, type BeneficiaryDetails } from "../contract";
import { useSourced } from "./source-note";

export function useCountryName() {
  const countries = useCountries();
  return (id: number | null | undefined) => (id ? (countries.data?.find((c) => c.id === id)?.name ?? "") : "");
}

export function BeneficiaryDetailsView({ beneficiary: b, viewer }: { beneficiary: BeneficiaryDetails; viewer: Viewer }) {
  const t = useTranslations("beneficiaries");
  const f = useFormat();
  const countryName = useCountryName();
  const staff = viewer.roleId !== ROLE.PETITIONER && viewer.roleId !== ROLE.BENEFICIARY;
  const sourced = useSourced(b);
  const gender = b.gender && (GENDERS as readonly string[]).includes(b.gender) ? t(`gender.${b.gender as (typeof GENDERS)[number]}`) : b.gender;
  return (
    <div className="grid gap-4">
      <CardSection
        title={t("form.person")}
        actions={<Badge tone={b.statusId === BENEFICIARY_STATUS.ACTIVE ? "success" : "neutral"}>{t(`status.${b.statusId === BENEFICIARY_STATUS.ACTIVE ? 1 : 2}`)}</Badge>}
      >
        <DetailList
          items={[
            { label: t("fields.name"), value: sourced(b.sources?.lastName ? "lastName" : "firstName", b.name) },
            { label: t("fields.dateOfBirth"), value: sourced("dateOfBirth", f.date(b.dateOfBirth)) },
            { label: t("fields.gender"), value: sourced("gender", gender) },
            { label: t("fields.citizenship"), value: sourced("citizenshipCountryId", countryName(b.citizenshipCountryId)) },
            { label: t("fields.countryOfBirth"), value: sourced("countryOfBirthId", countryName(b.countryOfBirthId)) },
            {
              label: t("fields.client"),
              value: b.companyName ? staff && b.companyId ? <TextLink href={`/app/company/details/${b.companyId}`}>{b.companyName}</TextLink> : b.companyName : null,
            },
            ...(staff ? [{ label: t("fields.branch"), value: b.branchName }] : []),
          ]}
        />
      </CardSection>
      <CardSection title={t("form.contact")}>
        <DetailList
          items={[
            { label: t("fields.email"), value: sourced("email", b.email) },
            { label: t("fields.phone"), value: sourced("phone", f.phone(b.phoneCountryCode, b.phone) || null) },
          ]}
        />
      </CardSection>
      <CardSection title={t("form.passport")}>
        <DetailList
          items={[
            { label: t("fields.passportNumber"), value: sourced("passportNumber", b.passportNumber) },
            { label: t("fields.passportCountry"), value: sourced("passportCountryId", countryName(b.passportCountryId)) },
            { label: t("fields.passportIssueDate"), value: sourced("passportIssueDate", f.date(b.passportIssueDate)) },
            { label: t("fields.passportExpiry"), value: sourced("passportExpiry", f.date(b.passportExpiry)) },
          ]}
        />
      </CardSection>
      <CardSection title={t("form.status")}>
        <DetailList
          items={[
            { label: t("fields.i94Number"), value: sourced("i94Number", b.i94Number) },
            { label: t("fields.currentStatus"), value: sourced("currentStatus", b.currentStatus) },
            { label: t("fields.lastEntryDate"), value: sourced("lastEntryDate", f.date(b.lastEntryDate)) },
            { label: t("fields.priorReceiptNumbers"), value: sourced("priorReceiptNumbers", b.priorReceiptNumbers?.join(", ")) },
            { label: t("fields.i94Expiry"), value: f.date(b.i94Expiry) },
            { label: t("fields.visaStampExpiry"), value: f.date(b.visaStampExpiry) },
            { label: t("fields.eadExpiry"), value: f.date(b.eadExpiry) },
            { label: t("fields.h1bStartDate"), value: f.date(b.h1bStartDate) },
          ]}
        />
      </CardSection>
      <ExpiryRadar b={b} />
      <CardSection title={t("details.address")}>
        {sourced("address", <AddressText address={b.address} />)}
      </CardSection>
    </div>
  );
}

const STATE_TONE = { expired: "danger", soon: "warning", later: "neutral" } as const;

/** The dates the person's stay and work depend on, soonest first, as the API computed them on the caller's day. */
function ExpiryRadar({ b }: { b: BeneficiaryDetails }) {
  const t = useTranslations("beneficiaries.expiry");
  const f = useFormat();
  return (
    <CardSection title={t("title")}>
      {b.expiry.warnings.map((w) => (
        <p key={w} role="alert" className="mb-2 rounded-md border border-warning bg-warning-soft p-2 text-sm text-fg">
          {t(`warning.${w}`)}
        </p>
      ))}
      {b.expiry.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t("title")}>
          {b.expiry.items.map((i) => (
            <li key={`${i.kind}-${i.ref?.id ?? ""}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="text-fg">
                {t(`kind.${i.kind}`)}
                {i.ref ? ` · ${i.ref.label}` : ""}
              </span>
              <span className="flex items-center gap-2">
                <span className="text-fg-muted">{f.date(i.date)}</span>
                <Badge tone={STATE_TONE[i.state]}>{i.daysLeft >= 0 ? t("daysLeft", { days: i.daysLeft }) : t("expiredAgo", { days: -i.daysLeft })}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
