"use client";
// The branch of a record in a form (client, individual, user): the firm's branches from useBranchOptions,
// a loading placeholder while they load, the load error as hint. Labels from `<namespace>.fields`:
// branch, branchLoading, branchNone, branchError.
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import type { useBranchOptions } from "./use-branch-options";

export function BranchSelectField({
  namespace,
  branches,
  hint,
  current,
}: {
  namespace: string;
  branches: ReturnType<typeof useBranchOptions>;
  /** Shown under the field when the branches loaded. */
  hint?: string;
  /** The record's branch, kept selectable when it is not among the loaded options. */
  current?: { id: string | null; name: string | null };
}) {
  const t = useTranslations(namespace);
  const options = current?.id && !branches.options.some((o) => o.value === current.id) ? [...branches.options, { value: current.id, label: current.name ?? current.id }] : branches.options;
  return (
    <SelectField
      name="branchId"
      label={t("fields.branch")}
      placeholder={branches.isLoading ? t("fields.branchLoading") : t("fields.branchNone")}
      options={options}
      disabled={branches.isLoading}
      hint={branches.error ? t("fields.branchError") : hint}
    />
  );
}
