"use client";
// A list of roles chosen in a popover of checkboxes (editors and watchers of a workflow step).
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

type RoleMultiSelectProps = {
  label: string;
  options: { roleId: number; label: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  /** Roles that cannot be chosen (petitioner tenants keep two steps to Admin and Branch Manager). */
  allowed?: readonly number[];
  emptyLabel: string;
  invalid?: boolean;
};

export function RoleMultiSelect({ label, options, value, onChange, allowed, emptyLabel, invalid }: RoleMultiSelectProps) {
  const t = useTranslations("workflow");
  const chosen = options.filter((o) => value.includes(o.roleId));
  const summary = chosen.length === 0 ? emptyLabel : chosen.length <= 2 ? chosen.map((o) => o.label).join(", ") : t("rolesCount", { count: chosen.length });
  const toggle = (roleId: number, on: boolean) =>
    onChange(on ? options.map((o) => o.roleId).filter((r) => r === roleId || value.includes(r)) : value.filter((r) => r !== roleId));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={`${label}: ${summary}`}
        title={chosen.map((o) => o.label).join(", ") || emptyLabel}
        className={cn(
          "flex w-32 items-center justify-between gap-1 rounded-md border bg-surface px-2 py-1 text-left text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus",
          invalid ? "border-danger" : "border-border",
        )}
      >
        {/* Wraps rather than cutting a role name off. */}
        <span className="min-w-0 break-words">{summary}</span>
        <span aria-hidden="true" className="text-fg-muted">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="start" sideOffset={4} className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-md border border-border bg-surface p-1 text-fg shadow-lg">
          <Menu.Label className="px-3 py-1.5 text-xs font-medium text-fg-muted">{label}</Menu.Label>
          {options.map((o) => {
            const disabled = allowed !== undefined && !allowed.includes(o.roleId);
            return (
              <Menu.CheckboxItem
                key={o.roleId}
                checked={value.includes(o.roleId)}
                disabled={disabled}
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) => toggle(o.roleId, on === true)}
                className="flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-surface-muted"
              >
                <span aria-hidden="true" className="inline-flex size-4 items-center justify-center rounded border border-border text-xs">
                  <Menu.ItemIndicator>✓</Menu.ItemIndicator>
                </span>
                {o.label}
              </Menu.CheckboxItem>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
