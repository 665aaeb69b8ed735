// A unique-index hit (SQLSTATE 23505) that no service turned into its own answer is the 409 CONFLICT of its
// index, never a 500 (lib/server/http/define-route.ts errorResponse, lib/server/db/errors.ts duplicateConflict):
// real driver errors, wrapped by Drizzle, on PGlite and on PostgreSQL; other database errors stay a logged 500.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createFirm, createTenant } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { oneTimeTokens } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import { defineRoute } from "@/lib/server/http/define-route";
import { GENERIC_ERROR_MESSAGE } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import type { Executor } from "@/lib/server/db/client";

afterEach(() => vi.restoreAllMocks());

/** A route whose handler runs `write` in a transaction, as a service would. */
function routeWriting(write: (tx: Executor) => Promise<unknown>) {
  return defineRoute({
    auth: "public",
    body: z.object({}),
    handler: async (ctx) => {
      await ctx.db.transaction(async (tx) => write(tx));
      return { data: null };
    },
  });
}

async function post(route: ReturnType<typeof defineRoute>, slug: string) {
  const host = `${slug}.localhost:3000`;
  const res = await route(new Request(`http://${host}/api/x`, { method: "POST", headers: { host, "content-type": "application/json" }, body: "{}" }));
  return { status: res.status, body: await res.json() };
}

describe("a unique-index violation answers 409", () => {
  it("names the index's sentence when the index is known (a sub-domain taken meanwhile)", async () => {
    const { tenant } = await createFirm();
    const taken = await createTenant();
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const res = await post(routeWriting((tx) => tx.insert(tenants).values({ slug: taken.slug, name: "Copy" })), tenant.slug);
    expect(res.status).toBe(409);
    expect(res.body.result.error).toEqual({ code: "CONFLICT", message: "This sub-domain is already taken", messageKey: "subDomainAlreadyTaken" });
    expect(error).not.toHaveBeenCalled();
    // nothing half-written
    const db = await getDb();
    expect((await db.select().from(tenants)).filter((t) => t.name === "Copy")).toHaveLength(0);
  });

  it("answers the generic sentence for another unique index", async () => {
    const { tenant } = await createFirm();
    const db = await getDb();
    const row = { tokenHash: `dup-${crypto.randomUUID()}`, purpose: "handoff", expiresAt: new Date(Date.now() + 60_000) };
    await db.insert(oneTimeTokens).values(row);
    const res = await post(routeWriting((tx) => tx.insert(oneTimeTokens).values(row)), tenant.slug);
    expect(res.status).toBe(409);
    expect(res.body.result.error).toEqual({ code: "CONFLICT", message: "This record already exists", messageKey: "recordAlreadyExists" });
  });

  it("leaves other database errors a logged 500 (a foreign key that points nowhere)", async () => {
    const { tenant } = await createFirm();
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const res = await post(routeWriting((tx) => tx.insert(oneTimeTokens).values({ tokenHash: `fk-${crypto.randomUUID()}`, purpose: "handoff", expiresAt: new Date(), tenantId: crypto.randomUUID() })), tenant.slug);
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
