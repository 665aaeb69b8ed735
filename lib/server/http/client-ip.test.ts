import { describe, expect, it } from "vitest";
import { clientAddress, normalizeIp, parseTrustedProxies } from "./client-ip";

const PEER = "x-icm-peer-test";
const headers = (h: Record<string, string>) => new Headers(h);
const none = parseTrustedProxies("");

describe("clientAddress", () => {
  it("takes the socket address (the peer header our entry point writes) and ignores a forged X-Forwarded-For", () => {
    for (const forged of ["1.2.3.4", "5.6.7.8, 9.9.9.9"]) {
      expect(clientAddress(headers({ [PEER]: "203.0.113.7", "x-forwarded-for": forged, "x-real-ip": "4.4.4.4" }), { peerHeader: PEER, trusted: none })).toBe("203.0.113.7");
    }
    expect(clientAddress(headers({ [PEER]: "::ffff:203.0.113.7" }), { peerHeader: PEER, trusted: none })).toBe("203.0.113.7");
  });

  it("reads X-Forwarded-For from the right only through a trusted proxy, skipping trusted proxies", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    // nginx (10.0.0.2) appended the address it saw; what the client sent before it does not count.
    expect(clientAddress(headers({ [PEER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 198.51.100.9" }), { peerHeader: PEER, trusted })).toBe("198.51.100.9");
    // Two proxies: the CDN edge (10.1.1.1) then nginx.
    expect(clientAddress(headers({ [PEER]: "127.0.0.1", "x-forwarded-for": "1.2.3.4, 198.51.100.9, 10.1.1.1" }), { peerHeader: PEER, trusted })).toBe("198.51.100.9");
    // An untrusted peer sending a header: the peer.
    expect(clientAddress(headers({ [PEER]: "198.51.100.20", "x-forwarded-for": "10.0.0.5" }), { peerHeader: PEER, trusted })).toBe("198.51.100.20");
    // A trusted proxy that forwarded nothing: the proxy itself.
    expect(clientAddress(headers({ [PEER]: "10.0.0.2" }), { peerHeader: PEER, trusted })).toBe("10.0.0.2");
  });

  it("without the peer header (next dev, tests) the right-most X-Forwarded-For entry stands for the socket", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 192.0.2.1" }), { peerHeader: undefined, trusted: none })).toBe("192.0.2.1");
    expect(clientAddress(headers({ "x-real-ip": "1.2.3.4" }), { peerHeader: undefined, trusted: none })).toBe("127.0.0.1");
    expect(clientAddress(headers({ "x-forwarded-for": "not-an-ip" }), { peerHeader: undefined, trusted: none })).toBe("127.0.0.1");
  });
});

describe("parseTrustedProxies", () => {
  it("matches IPv4 and IPv6 addresses and CIDRs, and refuses a bad entry", () => {
    const m = parseTrustedProxies("192.168.0.0/16,::1,fd00::/8");
    expect(m("192.168.4.5")).toBe(true);
    expect(m("192.169.0.1")).toBe(false);
    expect(m("::1")).toBe(true);
    expect(m("fd12::1")).toBe(true);
    expect(m("2001:db8::1")).toBe(false);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("proxy.local")).toThrow(/TRUSTED_PROXIES/);
  });
  it("normalizes addresses", () => {
    expect(normalizeIp("[::1]")).toBe("::1");
    expect(normalizeIp("1.2.3.4:5678")).toBe("1.2.3.4");
    expect(normalizeIp(" ::FFFF:1.2.3.4 ")).toBe("1.2.3.4");
  });
});
