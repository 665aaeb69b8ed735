import { describe, expect, it } from "vitest";
import { localSignedUrl, verifyLocalSignedUrl } from "./signed-url";

const paramsOf = (url: string) => new URL(url, "http://acme.localhost").searchParams;

describe("local signed download URLs", () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);
  const key = "tenants/t1/petitions/p1/abc-passport.pdf";

  it("is honoured until it expires", () => {
    const url = localSignedUrl(key, "passport.pdf", 300, now);
    expect(url.startsWith("/api/files/download?")).toBe(true);
    expect(verifyLocalSignedUrl(paramsOf(url), now + 299_000)).toEqual({ key, name: "passport.pdf", exp: now / 1000 + 300 });
    expect(verifyLocalSignedUrl(paramsOf(url), now + 300_000)).toBeNull();
  });

  it("is refused when the key, expiry, name or signature was changed", () => {
    const url = localSignedUrl(key, "passport.pdf", 300, now);
    for (const [name, value] of [
      ["key", "tenants/t2/petitions/p1/abc-passport.pdf"],
      ["exp", String(now / 1000 + 9999)],
      ["name", "other.pdf"],
      ["sig", "A".repeat(43)],
    ]) {
      const p = paramsOf(url);
      p.set(name, value);
      expect(verifyLocalSignedUrl(p, now), name).toBeNull();
    }
    const p = paramsOf(url);
    p.delete("sig");
    expect(verifyLocalSignedUrl(p, now)).toBeNull();
  });
});
