"use client";
// One of the reader's preferences on /app/profile (users/preferences) as a group of radio buttons, saved as soon as
// it is chosen: shown at once (a controlled radio), back to the stored choice if saving fails.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import type { LoginUserDetails as Me } from "@/lib/modules/auth/session-user";
import type { UserPreferences } from "@/db/schema/identity";

export function PreferenceChoice<K extends "notifyEmail" | "dateFormat", C extends string>(p: {
  name: K;
  stored: C;
  choices: readonly C[];
  legend: string;
  label: (choice: C) => string;
  hint: (choice: C) => string;
  savedText: string;
  onSaved?: () => void;
}) {
  const qc = useQueryClient();
  const [shown, setShown] = useState<C>(p.stored);
  const save = useMutation({
    mutationFn: (choice: C) => apiPost<UserPreferences>("users/preferences", { [p.name]: choice }),
    onSuccess: (saved) => {
      qc.setQueryData<Me>(meKey, (old) => (old ? { ...old, preferences: saved } : old));
      toast.success(p.savedText);
      p.onSaved?.();
    },
    onError: (e) => {
      setShown(p.stored);
      toast.error(errorMessage(e));
    },
  });
  return (
    <fieldset className="grid gap-2" disabled={save.isPending}>
      <legend className="mb-1 text-sm font-medium text-fg">{p.legend}</legend>
      {p.choices.map((choice) => (
        <label key={choice} className="flex items-start gap-2 text-sm text-fg">
          <input
            type="radio"
            name={p.name}
            value={choice}
            checked={shown === choice}
            onChange={() => {
              setShown(choice);
              save.mutate(choice);
            }}
            className="mt-1 h-4 w-4 accent-primary"
          />
          <span>
            <span className="font-medium">{p.label(choice)}</span>
            <span className="block text-xs text-fg-muted">{p.hint(choice)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
