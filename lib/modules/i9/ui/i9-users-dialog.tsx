"use client";
// "I-9 users" (the firm's admins, i9.admin): each I-9 user (role 49) with the employers it works for, as a
// group of checkboxes saved per user (/api/i9/user-employers, set-user-employers). Until given employers
// an I-9 user sees none.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { I9UserEmployersDto } from "../contract";
import { i9Keys } from "./keys";
import { FIRM, useEmployerOptions } from "./use-employers";

export function I9UsersDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("i9.users");
  const q = useQuery({ queryKey: [...i9Keys.all, "user-employers"], queryFn: ({ signal }) => apiPost<I9UserEmployersDto[]>("i9/user-employers", {}, { signal }) });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title")} description={t("description")} size="lg">
      <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
        {(people) => (people.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : <div className="grid gap-6">{people.map((p) => <UserEmployers key={p.userId} person={p} />)}</div>)}
      </QueryState>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </Modal>
  );
}

function UserEmployers({ person }: { person: I9UserEmployersDto }) {
  const t = useTranslations("i9.users");
  const qc = useQueryClient();
  const employers = useEmployerOptions();
  const [chosen, setChosen] = useState(() => new Set(person.employers.map((e) => e.id ?? FIRM)));
  const save = useMutation({
    mutationFn: () => apiPost<I9UserEmployersDto>("i9/set-user-employers", { userId: person.userId, employers: [...chosen] }),
    onSuccess: () => {
      toast.success(t("saved", { name: person.name }));
      void qc.invalidateQueries({ queryKey: [...i9Keys.all, "user-employers"] });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const toggle = (value: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium text-fg">
        {person.name} <span className="font-normal text-fg-muted">· {person.email}</span>
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {employers.options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      <div className="flex justify-end">
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate()} aria-label={t("saveFor", { name: person.name })}>
          {t("save")}
        </Button>
      </div>
    </fieldset>
  );
}
