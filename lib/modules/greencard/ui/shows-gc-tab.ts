// Whether a case shows the Green card tab: green-card employment cases, for their readers. Small on
// purpose: the case screen loads it with the page, the tab itself when opened.
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { GC_EMPLOYMENT_SUB_TYPE } from "../constants";

export const showsGreenCardTab = (viewer: Viewer, c: { subTypeId: number | null }): boolean => c.subTypeId === GC_EMPLOYMENT_SUB_TYPE && can(viewer, "gc.read");
