import { describe, expect, it } from "vitest";
import { slugFromHost } from "./tenant";

describe("slugFromHost", () => {
  it("takes the firm from the sub-domain", () => {
    expect(slugFromHost("demo.localhost:3000", "localhost")).toBe("demo");
    expect(slugFromHost("Acme-Law.example.com", "example.com")).toBe("acme-law");
  });
  it("has no firm on the bare or reserved hosts, or deeper sub-domains", () => {
    expect(slugFromHost("localhost:3000", "localhost")).toBeNull();
    expect(slugFromHost("www.example.com", "example.com")).toBeNull();
    expect(slugFromHost("a.b.example.com", "example.com")).toBeNull();
    expect(slugFromHost("evil.com", "example.com")).toBeNull();
    expect(slugFromHost(null, "localhost")).toBeNull();
    expect(slugFromHost("-bad.localhost", "localhost")).toBeNull();
  });
});
