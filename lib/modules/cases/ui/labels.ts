"use client";
// Display helpers of the case screens: status badge tones, activity names and master-data options.
import type { BadgeTone } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select-field";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import type { MasterDataRow } from "@/lib/modules/masterdata/contract";
import { useRoleName } from "@/lib/shared/role-name";

/** Status ids by outcome (spec section 3 "Case status list"). */
const SUCCESS = [13, 22, 26, 33];
const DANGER = [23, 30];
const WARNING = [4, 24, 27, 28];
const NEUTRAL = [31];

export function caseStatusTone(statusId: number): BadgeTone {
  if (SUCCESS.includes(statusId)) return "success";
  if (DANGER.includes(statusId)) return "danger";
  if (WARNING.includes(statusId)) return "warning";
  if (NEUTRAL.includes(statusId)) return "neutral";
  return "info";
}

// The activity names live in their own file, which other modules reach through ui/hooks.ts without this file's master data.
export { activityLabelOf, useActivityLabel, type ActivityLabel } from "./activity-label";

/** The label of a role id in the reader's language (messages common.roles). */
export const useRoleLabel = useRoleName;

const toOptions = (rows: MasterDataRow[] | undefined): SelectOption[] => (rows ?? []).map((r) => ({ value: String(r.id), label: masterDataLabel(r) }));

/** petition_status, petition_types and petition_sub_types (of one type, when given) as options. */
export function useCaseMasterData(typeId?: number) {
  const statuses = useMasterData("petition_status");
  const types = useMasterData("petition_types");
  const subTypes = useMasterData("petition_sub_types", typeId ? { typeId } : {}, { enabled: typeId !== undefined });
  const statusName = (id: number, fallback?: string | null) => fallback ?? statuses.data?.find((s) => s.id === id)?.name ?? String(id);
  return {
    statusOptions: toOptions(statuses.data),
    typeOptions: toOptions(types.data),
    subTypeOptions: toOptions(subTypes.data),
    statusName,
    isLoading: statuses.isLoading || types.isLoading,
    subTypesLoading: subTypes.isLoading && typeId !== undefined,
  };
}
