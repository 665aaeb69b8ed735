// Request schemas and answer shapes of the LCA's notice of filing (/api/lca/notice-*): paper postings
// per worksite and the electronic posting (domain rule 10, 20 CFR 655.734).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

export const NOTICE_METHODS = ["physical", "electronic"] as const;
export type NoticeMethod = (typeof NOTICE_METHODS)[number];
/** Rule 10: at least 2 conspicuous locations per worksite for a paper posting. */
export const MIN_PHYSICAL_LOCATIONS = 2;

/** POST /api/lca/notice-save: a new posting (no `id`) or a change to one that has not started yet. */
export const saveNoticeBody = z.object({
  lcaId: v.uuid("LCA"),
  id: v.optionalUuid("Notice"),
  method: z.enum(NOTICE_METHODS, { error: MSG.invalid("Posting Method") }),
  /** The worksite of a paper posting (an electronic one covers every worksite). */
  worksiteId: v.optionalUuid("Worksite"),
  locations: z.array(v.requiredString("Location", 200)).max(10, { error: MSG.max(10) }).optional(),
  startDate: v.usDate("Start Date"),
});
export type SaveNoticeBody = z.output<typeof saveNoticeBody>;

export const noticeListBody = z.object({ lcaId: v.uuid("LCA") });
export const noticeIdBody = z.object({ id: v.uuid("Notice") });

export type NoticeState = "scheduled" | "live" | "ended";

export type LcaNoticeDto = {
  id: string;
  lcaId: string;
  method: NoticeMethod;
  worksiteId: string | null;
  /** "1 Main St, Austin, TX 78701" of a paper posting's worksite. */
  worksite: string | null;
  locations: string[];
  startDate: string;
  /** The 10th business day of the posting (rules.ts noticePostingEnd). */
  endDate: string;
  state: NoticeState;
  /** Electronic: the public page's path (/app/lca-notice/<slug>), on the firm's host. */
  publicPath: string | null;
  views: number;
  lastViewedAt: string | null;
  takenDownAt: string | null;
  /** TOO_EARLY: starts more than 30 days before the filing date (rule 10). */
  startIssue: "TOO_EARLY" | null;
};
