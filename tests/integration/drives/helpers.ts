// Shared steps of the cloud drive tests: a firm with a case (documents' caseWorld), and a drive connected
// through the whole OAuth flow against the fake (connect → the fake's consent page → callback).
import { expect } from "vitest";
import type { ApiResult } from "../api";
import { caseWorld } from "../documents/helpers";
import type { Fake } from "./fake";

export type Provider = "google" | "dropbox" | "onedrive";

/** Follow the consent URL to the fake, which answers at once: the code and state it sends back. */
export async function consent(authorizeUrl: string): Promise<{ code: string; state: string; query: URLSearchParams }> {
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  expect(back.pathname).toBe("/app/google-drive-check");
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, query: back.searchParams };
}

export async function driveWorld(fake: Fake) {
  const w = await caseWorld();
  const start = async (provider: Provider, token = w.admin.token) => {
    const res = await w.call("drives/connect", { provider }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return consent(res.body.result.data.authorizeUrl);
  };
  const connect = async (provider: Provider): Promise<ApiResult> => {
    const { code, state } = await start(provider);
    const res = await w.call("drives/callback", { state, code });
    expect(res.body.result.data?.outcome, JSON.stringify(res.body)).toBe("connected");
    return res;
  };
  const status = async (provider: Provider) => ((await w.call("drives/status", {})).body.result.data as { provider: string }[]).find((s) => s.provider === provider) as Record<string, unknown>;
  void fake;
  return { ...w, start, connect, status };
}
