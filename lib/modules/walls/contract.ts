// Requests and answers of the wall (spec section 7 "Others": /walls/list; /walls/save and /walls/delete are
// this product's, see README).
import { z } from "zod";
import { v } from "@/lib/shared/validation/zod";
import { MSG } from "@/lib/shared/validation/messages";

export const WALL_AUDIENCES = ["staff", "all"] as const;
export type WallAudience = (typeof WALL_AUDIENCES)[number];
export const MAX_WALL_BODY = 2000;
export const WALL_PAGE = 15;

/** Newest first; `before` (an item's `createdAt` of the previous page) for the next page. */
export const wallListBody = z.object({
  before: z.iso.datetime({ offset: true, error: MSG.invalid("Before") }).optional(),
  perpage: v.optionalInt("Per page", { min: 1, max: 50 }),
});
export type WallListBody = z.output<typeof wallListBody>;

export const wallSaveBody = z.object({
  body: v.requiredString("Announcement", MAX_WALL_BODY),
  audience: z.enum(WALL_AUDIENCES, { error: MSG.invalid("Audience") }).default("staff"),
  pinned: z.boolean({ error: MSG.invalid("Pinned") }).default(false),
});
export type WallSaveBody = z.output<typeof wallSaveBody>;

export const wallDeleteBody = z.object({ id: v.uuid("Announcement") });

export type WallAnnouncement = {
  kind: "announcement";
  id: string;
  body: string;
  audience: WallAudience;
  pinned: boolean;
  authorName: string | null;
  createdAt: string;
  canDelete: boolean;
};
export type WallCaseEvent = {
  kind: "case_event";
  id: string;
  message: string;
  caseNumber: string;
  detailsPath: string;
  actorName: string | null;
  createdAt: string;
};
export type WallItem = WallAnnouncement | WallCaseEvent;

/** `pinned` only on the first page; `nextBefore` null when nothing older is left. */
export type WallPage = { pinned: WallAnnouncement[]; items: WallItem[]; nextBefore: string | null; canPost: boolean };
