// Whether a case shows the PERM tab: PERM and green-card employment cases, for the readers of PERM
// records. Small on purpose: the case screen loads it with the page, the tab itself when opened.
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { PERM_SUB_TYPE_IDS } from "../constants";

export const showsPermTab = (viewer: Viewer, c: { subTypeId: number | null }): boolean =>
  (PERM_SUB_TYPE_IDS as readonly number[]).includes(c.subTypeId ?? -1) && can(viewer, "perm.read");
