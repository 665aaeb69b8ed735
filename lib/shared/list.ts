// The common list request of every paginated API (page, perpage, sort, search, filter.matcher)
// and the helpers repositories use to apply it.
import { z } from "zod";
import { INT4_MAX } from "./validation/fields";

const DEFAULT_PERPAGE = 25;
const MAX_PERPAGE = 100;

const sortOrder = z.enum(["asc", "desc"]);

/**
 * Build the list-request schema of a module: `sortFields` are the allowed sort keys (first = default),
 * `matcher` the zod object of its filter keys (spec "List filters").
 */
export function listRequest<const F extends readonly [string, ...string[]], M extends z.ZodObject>(
  sortFields: F,
  matcher: M,
  opts: { maxPerpage?: number; defaultOrder?: "asc" | "desc" } = {},
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
    perpage: z.coerce.number().int().min(1).max(opts.maxPerpage ?? MAX_PERPAGE).default(DEFAULT_PERPAGE),
    sortBy: z.enum(sortFields).default(sortFields[0] as F[number]),
    sortOrder: sortOrder.default(opts.defaultOrder ?? "desc"),
    search: z.string().trim().max(100).optional(),
    filter: z.object({ matcher: matcher.default({} as never) }).default({ matcher: {} as never }),
  });
}

/** Escape % and _ for ILIKE. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const offsetOf = (page: number, perpage: number) => (page - 1) * perpage;
