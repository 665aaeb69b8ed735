"use client";
// /app/profile: the reader's date order (users/preferences dateFormat): MM/DD/YYYY (the default, the order of
// US immigration papers) or DD/MM/YYYY, in either language — the same in every list and every date input.
// Saved as soon as it is chosen; the page is rendered again so every screen shows the new order.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DATE_FORMATS, dateFormatOf } from "@/lib/shared/format/date-order";
import type { LoginUserDetails as Me } from "@/lib/modules/auth/session-user";
import { PreferenceChoice } from "./preference-choice";

export function DateFormatForm({ me }: { me: Me }) {
  const t = useTranslations("profile.dateFormat");
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <PreferenceChoice
      name="dateFormat"
      stored={dateFormatOf(me.preferences?.dateFormat)}
      choices={DATE_FORMATS}
      legend={t("legend")}
      label={(c) => t(c)}
      hint={(c) => t(`${c}Hint`)}
      savedText={t("saved")}
      onSaved={() => startTransition(() => router.refresh())}
    />
  );
}
