// /auth/forgot-password takes as long for an unknown address as for a known one (README "Forgot password:
// no timing difference"): medians of interleaved calls, so load on the machine falls on both alike. Without
// the floor the known address was about 8 ms slower (the token, the e-mail, the audit row).
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createUser, uid } from "../../factories";
import { ipHeaders, quietMailLog } from "./helpers";

quietMailLog();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

describe("POST /api/auth/forgot-password timing", () => {
  it("answers a known and an unknown address in the same time, with the same body", { timeout: 120_000 }, async () => {
    const { tenant } = await createFirm();
    // 10 requests per address are allowed in 15 minutes (and 5 per client address): three accounts, one address per call.
    const known = await Promise.all([0, 1, 2].map(() => createUser(tenant, 8)));
    const call = async (email: string) => {
      const started = performance.now();
      const res = await callApi("auth/forgot-password", { email }, { tenant: tenant.slug, headers: ipHeaders() });
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      return { ms, body: res.body };
    };
    // warm up both paths (first-call compilation, caches)
    await call(known[0].email);
    await call(`nobody-${uid()}@example.com`);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 27; i++) {
      const k = await call(known[i % 3].email);
      const u = await call(`nobody-${uid()}@example.com`);
      expect(k.body).toEqual(u.body);
      times.known.push(k.ms);
      times.unknown.push(u.ms);
    }
    const delta = median(times.known) - median(times.unknown);
    expect(Math.abs(delta), `medians: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`).toBeLessThan(3);
  });
});
