// Which employers each I-9 user (role 49) works for (issue 12 section 5: "role 49 sees … the employers it
// is given"): listed and set by the firm's settings roles and admins (i9.admin). Until given some, an I-9
// user reaches none (policy.ts).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { I9UserEmployersDto, SetUserEmployersBody } from "./contract";
import { employersOfUsers, i9Users, liveClientIds, replaceUserEmployers } from "./repository/user-employers";

export async function listUserEmployers(ctx: ActorContext, userId?: string): Promise<I9UserEmployersDto[]> {
  const people = await i9Users(ctx.db, ctx.actor.tenantId, userId);
  const given = await employersOfUsers(ctx.db, ctx.actor.tenantId, people.map((p) => p.userId));
  return people.map((p) => {
    const mine = given.filter((g) => g.userId === p.userId);
    const firm = mine.some((g) => g.companyId === null) ? [{ id: null, name: ctx.tenant.name }] : [];
    return { ...p, employers: [...firm, ...mine.flatMap((g) => (g.companyId ? [{ id: g.companyId, name: g.name ?? "" }] : []))] };
  });
}

export async function setUserEmployers(ctx: ActorContext, body: SetUserEmployersBody): Promise<I9UserEmployersDto> {
  const tenantId = ctx.actor.tenantId;
  await ctx.db.transaction(async (tx) => {
    const [person] = await i9Users(tx, tenantId, body.userId);
    if (!person) throw fail.notFound("I-9 user");
    const ids = [...new Set(body.employers.filter((e) => e !== "firm"))];
    const live = new Set(await liveClientIds(tx, tenantId, ids));
    const unknown = ids.findIndex((id) => !live.has(id));
    if (unknown >= 0) throw fail.validation({ employers: "Choose employers among the firm's clients" });
    const before = (await employersOfUsers(tx, tenantId, [body.userId])).map((g) => g.companyId);
    const after = [...(body.employers.includes("firm") ? [null] : []), ...ids];
    await replaceUserEmployers(tx, tenantId, body.userId, after);
    await writeAudit(tx, { tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "i9.user-employers", entityType: "user", entityId: body.userId, before: { employers: before }, after: { employers: after }, ip: ctx.ip });
  });
  const [dto] = await listUserEmployers(ctx, body.userId);
  return dto;
}
