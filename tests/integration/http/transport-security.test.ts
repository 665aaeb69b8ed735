// Served over HTTPS (PUBLIC_PROTOCOL=https), every answer carries Strict-Transport-Security (pages and
// bodiless /api calls from proxy.ts, the API from the route wrappers) and every cookie the server sets is
// Secure, without SECURE_COOKIES; over HTTP neither, unless SECURE_COOKIES=true asks for Secure cookies.
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { callApi } from "../api";
import { createFirm, TEST_PASSWORD } from "../../factories";
import { env } from "@/lib/server/env";
import { proxy } from "@/proxy";
import { SESSION_ENDED_PARAM } from "@/lib/shared/navigation";

const HSTS = "max-age=31536000; includeSubDomains";
type Env = typeof import("@/lib/server/env");
const live = env as { publicProtocol: string; secureCookies: boolean };
const saved = { publicProtocol: env.publicProtocol, secureCookies: env.secureCookies };

/**
 * The app as configured by these variables: env.ts evaluated afresh under them (a module instance of its
 * own), its protocol and cookie setting put on the env every module reads (given back after the test).
 */
async function configure(vars: { PUBLIC_PROTOCOL: string; SECURE_COOKIES?: string }) {
  vi.stubEnv("PUBLIC_PROTOCOL", vars.PUBLIC_PROTOCOL);
  vi.stubEnv("SECURE_COOKIES", vars.SECURE_COOKIES ?? "");
  const fresh = ((await import(/* @vite-ignore */ `../../../lib/server/env.ts?${new URLSearchParams(vars)}`)) as Env).env;
  vi.unstubAllEnvs();
  Object.assign(live, { publicProtocol: fresh.publicProtocol, secureCookies: fresh.secureCookies });
}

afterEach(() => {
  vi.unstubAllEnvs();
  Object.assign(live, saved);
});

const page = (path: string, cookie?: string) =>
  new NextRequest(`http://demo.localhost:3000${path}`, { headers: { host: "demo.localhost:3000", ...(cookie ? { cookie } : {}) } });

/** What the answers of one firm's sign-in, failed sign-in, sign-out, GET routes and pages carry. */
async function answers() {
  const { tenant, admin } = await createFirm();
  const login = await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const refused = await callApi("auth/login", { email: admin.email, password: "Wrong@123" }, { tenant: tenant.slug });
  expect(refused.status).toBe(401);
  const logout = await callApi("auth/logout", {}, { tenant: tenant.slug, token: login.body.result.data.token });
  expect(logout.status).toBe(200);
  const openapi = await callApi("openapi.json", undefined, { tenant: null, method: "GET" });
  const health = await callApi("health", undefined, { tenant: null, method: "GET" });
  const loginPage = await proxy(page("/app/login"));
  const ended = await proxy(page(`/app/login?${SESSION_ENDED_PARAM}=ended`, "icm_session=stale"));
  const wrongMethod = await proxy(page("/api/auth/login"));
  return {
    hsts: [login, refused, logout, openapi, health].map((r) => r.headers.get("strict-transport-security")).concat(
      [loginPage, ended, wrongMethod].map((r) => r.headers.get("strict-transport-security")),
    ),
    cookies: { login: login.headers.get("set-cookie")!, logout: logout.headers.get("set-cookie")!, ended: ended.headers.get("set-cookie")! },
  };
}

const isSecure = (cookie: string) => /;\s*secure(;|$)/i.test(cookie);

describe("Strict-Transport-Security and Secure cookies follow PUBLIC_PROTOCOL", () => {
  it("PUBLIC_PROTOCOL=https: every answer carries Strict-Transport-Security; the session cookie set and cleared is Secure", async () => {
    await configure({ PUBLIC_PROTOCOL: "https" });
    const { hsts, cookies } = await answers();
    expect(hsts).toEqual(Array(hsts.length).fill(HSTS));
    expect(cookies.login).toMatch(/^icm_session=.+HttpOnly/);
    for (const [name, cookie] of Object.entries(cookies)) expect(isSecure(cookie), `${name}: ${cookie}`).toBe(true);
  });

  it("PUBLIC_PROTOCOL=http: no Strict-Transport-Security and no Secure cookie", async () => {
    await configure({ PUBLIC_PROTOCOL: "http" });
    const { hsts, cookies } = await answers();
    expect(hsts).toEqual(Array(hsts.length).fill(null));
    for (const [name, cookie] of Object.entries(cookies)) expect(isSecure(cookie), `${name}: ${cookie}`).toBe(false);
  });

  it("SECURE_COOKIES=true still makes the cookies Secure over http (an explicit opt-in), without Strict-Transport-Security", async () => {
    await configure({ PUBLIC_PROTOCOL: "http", SECURE_COOKIES: "true" });
    const { hsts, cookies } = await answers();
    expect(hsts).toEqual(Array(hsts.length).fill(null));
    for (const [name, cookie] of Object.entries(cookies)) expect(isSecure(cookie), `${name}: ${cookie}`).toBe(true);
  });
});
