// Every global master-data row, by category (spec section 3 "Master-data categories").
import { ROLE_NAMES } from "@/lib/shared/constants/roles";

export type ReferenceRow = {
  category: string;
  code: number;
  name: string;
  parentCode?: number | null;
  sortOrder?: number;
  extra?: Record<string, unknown>;
};

const ordered = (category: string, names: string[], start = 1): ReferenceRow[] =>
  names.map((name, i) => ({ category, code: start + i, name, sortOrder: i + 1 }));

export function referenceRows(): ReferenceRow[] {
  return [
    ...Object.entries(ROLE_NAMES).map(([code, name], i) => ({ category: "user_roles", code: Number(code), name, sortOrder: i + 1 })),
    ...ordered("user_status", ["Active", "Inactive", "Pending Activation"]),
    ...ordered("company_status", ["Active", "Inactive", "Pending Approval", "Rejected"]),
  ];
}
