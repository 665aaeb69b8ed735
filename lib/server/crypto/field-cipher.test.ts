import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { blindIndex, decryptField, encryptField, fieldKeys, maskValue } from "./field-cipher";

const k1 = `k1:${randomBytes(32).toString("base64")}`;
const k2 = `k2:${randomBytes(32).toString("base64")}`;
const saved = process.env.FIELD_ENCRYPTION_KEY;
const useKeys = (v: string) => {
  process.env.FIELD_ENCRYPTION_KEY = v;
};
afterEach(() => {
  if (saved === undefined) delete process.env.FIELD_ENCRYPTION_KEY;
  else process.env.FIELD_ENCRYPTION_KEY = saved;
});

describe("field encryption", () => {
  it("round-trips, with a fresh IV each time and the key id in the value", () => {
    useKeys(k1);
    const a = encryptField("123-45-6789", "i9.ssn:r1");
    const b = encryptField("123-45-6789", "i9.ssn:r1");
    expect(a).not.toBe(b);
    expect(a.startsWith("f1.k1.")).toBe(true);
    expect(a).not.toContain("6789");
    expect(decryptField(a, "i9.ssn:r1")).toBe("123-45-6789");
  });

  it("refuses a value moved to another place, or changed", () => {
    useKeys(k1);
    const a = encryptField("123456789", "i9.ssn:r1");
    expect(() => decryptField(a, "i9.ssn:r2")).toThrow();
    const tampered = a.slice(0, -2) + (a.endsWith("A") ? "BB" : "AA");
    expect(() => decryptField(tampered, "i9.ssn:r1")).toThrow();
  });

  it("rotates: the first key encrypts, every listed key decrypts; a missing key says which", () => {
    useKeys(k1);
    const old = encryptField("A12345678", "doc");
    useKeys(`${k2},${k1}`);
    expect(decryptField(old, "doc")).toBe("A12345678");
    expect(encryptField("x", "doc").startsWith("f1.k2.")).toBe(true);
    useKeys(k2);
    expect(() => decryptField(old, "doc")).toThrow('Cannot decrypt a field sealed with key "k1"');
  });

  it("refuses a malformed key with what to set", () => {
    expect(() => fieldKeys("k1:short")).toThrow(/FIELD_ENCRYPTION_KEY must be/);
    expect(() => fieldKeys(randomBytes(32).toString("base64"))).toThrow(/FIELD_ENCRYPTION_KEY must be/);
  });

  it("a blind index matches equal values per purpose, and depends on the key", () => {
    useKeys(k1);
    const i = blindIndex("123456789", "ssn");
    expect(blindIndex("123456789", "ssn")).toBe(i);
    expect(blindIndex("123456780", "ssn")).not.toBe(i);
    expect(blindIndex("123456789", "doc")).not.toBe(i);
    useKeys(k2);
    expect(blindIndex("123456789", "ssn")).not.toBe(i);
  });

  it("masks all but the last characters", () => {
    expect(maskValue("123456789")).toBe("•••••6789");
    expect(maskValue("12")).toBe("12");
  });
});
