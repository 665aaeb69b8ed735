// The reader's date order (issue 34 §4): users/preferences { dateFormat: "MDY" | "DMY" }, stored with the user's
// other preferences and sent back with the signed-in user's details (the shell and the authenticated layout
// read it there: every screen's dates and date inputs follow it). MDY when never chosen.
import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/shared/validation/messages";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { userByEmail } from "./helpers";

describe("the date format preference", () => {
  it("stores DD/MM/YYYY or MM/DD/YYYY, keeps the language, and comes back with the user's details", async () => {
    const { tenant, admin } = await createFirm();
    const as = { tenant: tenant.slug, token: admin.token };
    expect((await callApi("users/login-user-details", {}, as)).body.result.data.preferences?.dateFormat).toBeUndefined();
    const saved = await callApi("users/preferences", { locale: "es", dateFormat: "DMY" }, as);
    expect(saved.status).toBe(200);
    expect(saved.body.result.data).toEqual({ locale: "es", dateFormat: "DMY" });
    expect((await userByEmail(admin.email))?.preferences).toEqual({ locale: "es", dateFormat: "DMY" });
    expect((await callApi("users/login-user-details", {}, as)).body.result.data.preferences).toMatchObject({ dateFormat: "DMY" });
    // Back to month first; the language stays.
    expect((await callApi("users/preferences", { dateFormat: "MDY" }, as)).body.result.data).toEqual({ locale: "es", dateFormat: "MDY" });
    // Another user of the firm keeps their own (none).
    const paralegal = await createUser(tenant, 8);
    expect((await callApi("users/preferences", {}, { tenant: tenant.slug, token: paralegal.token })).body.result.data).toEqual({});
  });

  it("answers 422 for another format, 401 without a session or with another firm's", async () => {
    const { tenant, admin } = await createFirm();
    const bad = await callApi("users/preferences", { dateFormat: "YYYY-MM-DD" }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields).toMatchObject({ dateFormat: MSG.invalid("Date format") });
    expect((await userByEmail(admin.email))?.preferences).toEqual({});
    const { admin: stranger } = await createFirm();
    expect((await callApi("users/preferences", { dateFormat: "DMY" }, { tenant: tenant.slug })).status).toBe(401);
    expect((await callApi("users/preferences", { dateFormat: "DMY" }, { tenant: tenant.slug, token: stranger.token })).status).toBe(401);
    expect((await userByEmail(stranger.email))?.preferences).toEqual({});
  });
});
