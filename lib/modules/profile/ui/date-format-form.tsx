"use client";
// /app/profile: the reader's date order (users/preferences dateFormat): MM/DD/YYYY (the default, the order of
// US immigration papers) or DD/MM/YYYY, in either language — the same in every list and every date input.
// Saved as soon as it is chosen; the page is rendered again so every screen shows the new order.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { DATE_FORMATS, dateFormatOf, type DateFormat } from "@/lib/shared/format/date-order";
import { meKey } from "@/lib/shared/query-client";
import type { LoginUserDetails as Me } from "@/lib/modules/auth/session-user";
import type { UserPreferences } from "@/db/schema/identity";

export function DateFormatForm({ me }: { me: Me }) {
  const t = useTranslations("profile.dateFormat");
  const qc = useQueryClient();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const stored = dateFormatOf(me.preferences?.dateFormat);
  const [shown, setShown] = useState<DateFormat>(stored);
  const save = useMutation({
    mutationFn: (dateFormat: DateFormat) => apiPost<UserPreferences>("users/preferences", { dateFormat }),
    onSuccess: (saved) => {
      qc.setQueryData<Me>(meKey, (old) => (old ? { ...old, preferences: saved } : old));
      toast.success(t("saved"));
      startTransition(() => router.refresh());
    },
    onError: (e) => {
      setShown(stored);
      toast.error(errorMessage(e));
    },
  });
  return (
    <fieldset className="grid gap-2" disabled={save.isPending}>
      <legend className="mb-1 text-sm font-medium text-fg">{t("legend")}</legend>
      {DATE_FORMATS.map((choice) => (
        <label key={choice} className="flex items-start gap-2 text-sm text-fg">
          <input
            type="radio"
            name="dateFormat"
            value={choice}
            checked={shown === choice}
            onChange={() => {
              setShown(choice);
              save.mutate(choice);
            }}
            className="mt-1 h-4 w-4 accent-primary"
          />
          <span>
            <span className="font-medium">{t(choice)}</span>
            <span className="block text-xs text-fg-muted">{t(`${choice}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
