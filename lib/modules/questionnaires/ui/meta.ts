// <title> of the questionnaire pages; pages opened from e-mailed token links are not indexed and send no referrer.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function questionnaireMetadata(key: "beneficiary" | "petitioner" | "sponsor" | "perm" | "filled" | "filledPerm" | "confirmSponsorship"): Promise<Metadata> {
  const t = await getTranslations("questionnaire.meta");
  return { title: t(key), robots: { index: false, follow: false }, referrer: "no-referrer" };
}
