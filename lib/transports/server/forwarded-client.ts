import { BlockList, isIP } from "node:net";

// Who the client is, from the socket's peer and, only when that peer is a proxy we trust
// (TRUSTED_PROXIES: comma-separated addresses or CIDR ranges), from X-Forwarded-For. Each proxy
// appends the address it received from, so the list is read from the right: the first hop that is
// not one of our proxies is the client. Anything to its left was written by the client itself.

/** Strips the IPv6 wrapping Node gives IPv4 peers on a dual-stack socket (`::ffff:1.2.3.4`). */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Parses TRUSTED_PROXIES; throws on an entry that is not an address or CIDR range (a typo must not silently trust nobody). */
export function parseTrustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address ?? "");
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The client's address for one request. */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trusted: BlockList): string {
  const peer = plainAddress(socketAddress);
  if (!isTrusted(trusted, peer) || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",").map(plainAddress).filter(Boolean);
  let client = peer;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    // A hop that is not an address is a forgery or garbage: stop there, at the last proxy's word.
    if (!isIP(hop)) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

const FORWARDED_HOST_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"] as const;

/**
 * Deletes the X-Forwarded-Host/-Proto/-Port a client sent itself: only a proxy in TRUSTED_PROXIES may
 * say under which host and scheme the request arrived. Otherwise any client could make the OAuth
 * metadata, the MCP 401 and the same-origin checks name a host of its choosing (security review
 * 2026-11-26 L3).
 */
export function dropUntrustedForwardedHost(headers: Record<string, string | string[] | undefined>, socketAddress: string, trusted: BlockList): void {
  const peer = plainAddress(socketAddress);
  const family = isIP(peer) === 6 ? "ipv6" : "ipv4";
  if (isIP(peer) && trusted.check(peer, family)) return;
  for (const name of FORWARDED_HOST_HEADERS) delete headers[name];
}
