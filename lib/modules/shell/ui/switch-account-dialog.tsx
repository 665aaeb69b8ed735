"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRoleName } from "@/lib/shared/role-name";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";
import type { ShellAccount } from "../contract";

type SwitchAnswer = { redirectUrl?: string };

/** Lists the user's other accounts; switching reloads the app in the chosen account (or its firm's address). */
export function SwitchAccountDialog({ accounts, open, onOpenChange }: { accounts: ShellAccount[]; open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("shell.switchAccount");
  const roleName = useRoleName();
  const [choice, setChoice] = useState<string | null>(null);
  const sw = useMutation({
    mutationFn: (membershipId: string) => apiPost<SwitchAnswer>("auth/switch-account", { membershipId }),
    onSuccess: (answer) => window.location.assign(answer?.redirectUrl ?? DASHBOARD_PATH),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button disabled={!choice} loading={sw.isPending} onClick={() => choice && sw.mutate(choice)}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">{t("title")}</legend>
        <ul className="flex flex-col gap-2">
          {accounts.map((a) => (
            <li key={a.membershipId}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:disabled]:opacity-60">
                <input
                  type="radio"
                  name="account"
                  value={a.membershipId}
                  disabled={a.current}
                  checked={choice === a.membershipId}
                  onChange={() => setChoice(a.membershipId)}
                  className="mt-1 accent-primary focus-visible:outline-2 focus-visible:outline-focus"
                />
                <span className="text-sm">
                  <span className="block font-medium">{a.tenantName}</span>
                  <span className="block text-fg-muted">
                    {[roleName(a.roleId), a.companyName, a.branchName].filter(Boolean).join(" · ")}
                    {a.current ? ` (${t("current")})` : ""}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Modal>
  );
}
