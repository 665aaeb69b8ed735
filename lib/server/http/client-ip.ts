// The client's address for rate limits and the audit log, which a caller must not be able to choose.
//
// Next passes no remote address to route handlers (NextRequest.ip is gone since Next 15), and its
// server only *fills in* X-Forwarded-For with the socket address when the request has none
// (`x-forwarded-for ??= socket.remoteAddress`, next/dist/server/base-server.js): a header sent by the
// client passes through untouched. So the built app's entry point (scripts/standalone-start.mjs, run by
// `npm start`, the Docker image and the journeys) writes the socket address of every request into a
// header whose name is random per process (env.peerAddressHeader; a client cannot guess it, and any
// header of that name sent by the client is overwritten). That peer is the client, unless it is one
// of TRUSTED_PROXIES: then the X-Forwarded-For entries are read from the right, skipping trusted
// proxies, and the first other address is the client.
//
// Without that header (`next dev`, `next start`, the in-process tests) the socket is out of reach; the
// right-most X-Forwarded-For entry stands for it (the one Next's own server added when the client
// sent none). Such a server is only for development: a client can set that entry itself.
import "server-only";
import { BlockList, isIP } from "node:net";

export type ProxyMatcher = (ip: string) => boolean;

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]" and "1.2.3.4:5678" lose their brackets and port. */
export function normalizeIp(raw: string): string | null {
  let s = raw.trim().toLowerCase();
  if (s.startsWith("[")) s = s.slice(1, s.indexOf("]") > 0 ? s.indexOf("]") : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  if (s.startsWith("::ffff:") && isIP(s.slice(7)) === 4) s = s.slice(7);
  return isIP(s) ? s : null;
}

/** TRUSTED_PROXIES: comma-separated IPs and CIDRs ("10.0.0.0/8, 127.0.0.1, fd00::/8"). Throws on a bad entry. */
export function parseTrustedProxies(spec: string | undefined): ProxyMatcher {
  const list = new BlockList();
  let any = false;
  for (const entry of (spec ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    const [addr, bits] = entry.split("/");
    const ip = normalizeIp(addr);
    if (!ip) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    const type = isIP(ip) === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(ip, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      list.addSubnet(ip, prefix, type);
    }
    any = true;
  }
  if (!any) return () => false;
  return (ip) => list.check(ip, isIP(ip) === 4 ? "ipv4" : "ipv6");
}

const FALLBACK = "127.0.0.1";

/**
 * The client's address: the peer (the socket address our entry point wrote into `peerHeader`, else the
 * right-most X-Forwarded-For entry), then, while that address is a trusted proxy, the entry before it.
 */
export function clientAddress(headers: Headers, opts: { peerHeader?: string | null; trusted: ProxyMatcher }): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => normalizeIp(s))
    .filter((s): s is string => s !== null);
  const sent = opts.peerHeader ? headers.get(opts.peerHeader) : null;
  let ip = sent !== null ? normalizeIp(sent) : (chain.pop() ?? null);
  if (!ip) return FALLBACK;
  while (opts.trusted(ip) && chain.length > 0) ip = chain.pop()!;
  return ip;
}
