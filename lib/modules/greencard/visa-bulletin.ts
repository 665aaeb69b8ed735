// The Visa Bulletin's monthly tables: the platform fetches each month from the State Department
// (bulletin-fetch.ts, stored platform-wide); a firm may still enter its month (final action dates and dates for filing,
// category × chargeability area: C, U or the cut-off date); the platform admin enters one every firm
// uses for the months it has not entered itself (a firm's cell wins over the platform's). Saving queues
// the priority-date check ("gc.bulletin-check") of the firm, or of every firm for the platform's table.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { enqueue } from "@/lib/server/jobs/runner";
import { can } from "@/lib/shared/permissions";
import { bulletinFetchStatus } from "./bulletin-fetch";
import type { BulletinCell, BulletinChart, BulletinDto, Chargeability, GcCategory, SaveBulletinBody } from "./contract";
import { bulletinMonths, bulletinRows, lockBulletin, saveBulletinCells, type VisaBulletinRow } from "./repository";
import { monthInForce, type BulletinCategory } from "./rules";

export type BulletinTable = { month: string | null; cell: (chart: BulletinChart, category: GcCategory, area: Chargeability) => string | undefined };

/** The month's cells, the firm's over the platform's. */
function merge(rows: readonly VisaBulletinRow[]): BulletinCell[] {
  const cells = new Map<string, BulletinCell>();
  for (const r of [...rows].sort((a, b) => (a.tenantId === null ? 0 : 1) - (b.tenantId === null ? 0 : 1))) {
    const source = r.tenantId !== null ? "firm" : r.updatedByUserId === null ? "fetched" : "platform";
    cells.set(`${r.chart}|${r.category}|${r.chargeability}`, { chart: r.chart as BulletinChart, category: r.category as BulletinCategory, chargeability: r.chargeability as Chargeability, value: r.value, source });
  }
  return [...cells.values()];
}

function tableOf(month: string | null, cells: readonly BulletinCell[]): BulletinTable {
  const byKey = new Map(cells.map((c) => [`${c.chart}|${c.category}|${c.chargeability}`, c.value]));
  return { month, cell: (chart, category, area) => byKey.get(`${chart}|${category}|${area}`) };
}

/** The bulletin in force on `today` for the firm (the latest month entered, not after today's). */
export async function bulletinInForce(db: Executor, tenantId: string, today: string): Promise<BulletinTable> {
  const month = monthInForce(await bulletinMonths(db, tenantId), today);
  return tableOf(month, month ? merge(await bulletinRows(db, tenantId, month)) : []);
}

export async function listBulletin(ctx: ActorContext, body: { month?: string }): Promise<BulletinDto> {
  const months = await bulletinMonths(ctx.db, ctx.actor.tenantId);
  const inForce = monthInForce(months, ctx.clock.today);
  const month = body.month ?? inForce ?? months.at(-1) ?? null;
  return {
    month,
    monthInForce: inForce,
    months,
    cells: month ? merge(await bulletinRows(ctx.db, ctx.actor.tenantId, month)) : [],
    canEdit: can(ctx.actor, "visa-bulletin.manage"),
    canEditPlatform: can(ctx.actor, "visa-bulletin.platform"),
    fetch: await bulletinFetchStatus(ctx.db),
  };
}

export async function saveBulletin(ctx: ActorContext, body: SaveBulletinBody): Promise<BulletinDto> {
  const platform = body.scope === "platform";
  if (platform && !can(ctx.actor, "visa-bulletin.platform")) throw fail.forbidden("Only the platform admin enters the bulletin for every firm");
  const owner = platform ? null : ctx.actor.tenantId;
  const cells = body.cells.map((c) => ({ ...c, value: c.value ? c.value : null }));
  await ctx.db.transaction(async (tx) => {
    await lockBulletin(tx, owner);
    await saveBulletinCells(tx, owner, body.month, cells, ctx.actor.userId);
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: platform ? "visa-bulletin.save-platform" : "visa-bulletin.save", entityType: "visa_bulletin", entityId: null, after: { month: body.month, cells }, ip: ctx.ip });
    // The check runs on the saver's calendar day (the month in force is the one they see), not the server's UTC date.
    await enqueue(tx, "gc.bulletin-check", platform ? { today: ctx.clock.today } : { tenantId: ctx.actor.tenantId, today: ctx.clock.today });
  });
  return listBulletin(ctx, { month: body.month });
}
