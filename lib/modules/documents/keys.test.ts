import { describe, expect, it } from "vitest";
import { assertValidKey } from "@/lib/server/storage/key";
import { caseFileKey, isTenantKey, safeFileName, stripStorageHost, userUploadKey } from "./keys";

const T = "3f0e8f3c-8a34-4c55-9d0a-3e2b8c1d0a11";
const P = "9b1d2c3e-1111-4222-8333-944455556666";

describe("safeFileName", () => {
  it.each([
    ["passport.pdf", "passport.pdf"],
    ["Résumé (1).pdf", "Resume-1.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\docs\\offer letter.docx", "offer-letter.docx"],
    ["..", "file"],
    ["", "file"],
    [".hidden", "hidden"],
  ])("%j → %j", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it("keeps the extension of a very long name", () => {
    const name = safeFileName(`${"a".repeat(300)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("case file keys", () => {
  it("are valid storage keys inside the tenant's case folder whatever the file name", () => {
    for (const name of ["a.pdf", "../x.png", "a/../../b.docx", "名前.pdf", "x".repeat(500), ".meta.json"]) {
      const key = caseFileKey(T, P, name);
      expect(() => assertValidKey(key)).not.toThrow();
      expect(key.startsWith(`tenants/${T}/petitions/${P}/`)).toBe(true);
      expect(key.split("/")).toHaveLength(5);
      expect(isTenantKey(T, key)).toBe(true);
    }
    expect(userUploadKey(T, P, "a.pdf")).toMatch(new RegExp(`^tenants/${T}/uploads/${P}/[0-9a-f-]{36}-a\\.pdf$`));
  });
});

describe("stripStorageHost", () => {
  const key = `tenants/${T}/petitions/${P}/abc-passport.pdf`;
  it.each([
    [key, key],
    [`https://bucket.s3.us-east-1.amazonaws.com/${key}`, key],
    [`https://minio.example.com:9000/case-files/${key}`, key],
    [`https://bucket.s3.amazonaws.com/${key}?X-Amz-Signature=abc`, key],
    [`/api/files/download?key=${encodeURIComponent(key)}&exp=1&sig=x`, key],
    [`  ${key}  `, key],
    ["/other/thing", "other/thing"],
  ])("%j → %j", (input, expected) => {
    expect(stripStorageHost(input)).toBe(expected);
  });
});
