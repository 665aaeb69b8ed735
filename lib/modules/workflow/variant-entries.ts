// The default entries of a variant's activity list from its codes and their defaults (RFE, PERM and
// green-card lists; the petition's own defaults also depend on the firm's type: definitions.ts).
import type { WorkflowEntry } from "@/db/schema/cases";
import { roleName } from "@/lib/shared/constants/roles";

export type VariantDef = { name: string; editors: number[]; watchers: number[]; step: 1 | 2 | 3; optional?: boolean; include?: boolean; status?: number };

const named = (roleId: number) => ({ roleId, name: roleName(roleId) });

export function defaultEntries<C extends string>(codes: readonly C[], defs: Record<C, VariantDef>): WorkflowEntry[] {
  return codes.map((code) => {
    const d = defs[code];
    return {
      code,
      name: d.name,
      editors: d.editors.map(named),
      watchers: d.watchers.map(named),
      include: d.include ?? true,
      actionRequired: "Yes",
      step: d.step,
      optional: d.optional ?? false,
      confirmRequired: false,
    };
  });
}
