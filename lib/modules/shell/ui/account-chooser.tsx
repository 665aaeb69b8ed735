"use client";
// Second sign-in step: the user has several accounts (firms, companies, branches) and picks one.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRoleName } from "@/lib/shared/role-name";
import { Button } from "@/components/ui/button";
import type { AccountOption, LoginChoice } from "@/lib/modules/auth/contract";

function groupByFirm(options: AccountOption[]): [string, AccountOption[]][] {
  const groups = new Map<string, AccountOption[]>();
  for (const o of options) groups.set(o.tenantName, [...(groups.get(o.tenantName) ?? []), o]);
  return [...groups.entries()];
}

export function AccountChooser(props: { choice: LoginChoice; loading: boolean; onChoose: (membershipId: string) => void; onBack: () => void }) {
  const t = useTranslations("login.chooser");
  const roleName = useRoleName();
  const [selected, setSelected] = useState<string | null>(null);
  const groups = groupByFirm(props.choice.options);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (selected) props.onChoose(selected);
      }}
    >
      <p className="text-sm text-fg-muted">{t("intro", { firms: props.choice.accounts.length, companies: props.choice.companies.length, branches: props.choice.branches.length })}</p>
      {groups.map(([firm, options]) => (
        <fieldset key={firm} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg">{firm}</legend>
          {options.map((o) => (
            <label key={o.membershipId} className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus">
              <input
                type="radio"
                name="membershipId"
                value={o.membershipId}
                checked={selected === o.membershipId}
                onChange={() => setSelected(o.membershipId)}
                className="mt-1 accent-primary"
              />
              <span className="text-sm">
                <span className="block font-medium text-fg">{roleName(o.roleId)}</span>
                {o.companyName ? <span className="block text-fg-muted">{t("company", { name: o.companyName })}</span> : null}
                {o.branchName ? <span className="block text-fg-muted">{t("branch", { name: o.branchName })}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={props.onBack} disabled={props.loading}>
          {t("back")}
        </Button>
        <Button type="submit" disabled={!selected} loading={props.loading}>
          {t("continue")}
        </Button>
      </div>
    </form>
  );
}
