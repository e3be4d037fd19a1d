import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { RequestFilteringAgentOptions } from "request-filtering-agent";
import { ApiError } from "@/lib/core/api-error";

// SSRF guard. An endpoint must be an https URL on a public address; http is allowed only for a
// loopback host (localhost, 127.0.0.0/8, ::1), and only outside production or with
// WEBHOOKS_ALLOW_LOCALHOST=1 (the tests deliver to a local receiver).
//
// "Public" is decided on the parsed address by ipaddr.js, not on its spelling: only its `unicast`
// range passes, so private, loopback, link-local (cloud metadata at 169.254.169.254, fe80::/10),
// unique-local, CGNAT, multicast, reserved and unspecified addresses are refused, and so are the
// IPv6 forms that carry an IPv4 address inside (IPv4-mapped ::ffff:0:0/96, which reached 127.0.0.1
// before, issue 38 M1; NAT64 64:ff9b::/96, 6to4, Teredo, SIIT), plus the deprecated IPv4-compatible
// ::/96 that ipaddr.js counts as unicast. The same rule runs twice:
// - when an endpoint is saved (`endpointUrlRefusal`: a clear reason, after resolving the name);
// - when a delivery connects (`deliveryAgentOptions`, for request-filtering-agent): on the address
//   the connection is actually opened to, so a name that resolves inwards later (DNS rebinding) is
//   refused before a packet is sent.

/** IPv4-compatible IPv6 (deprecated): ipaddr.js calls it unicast, the kernel may route it to IPv4. */
const ALWAYS_REFUSED = ["::/96"];
const LOOPBACK = ["127.0.0.0/8", "::1/128"];

export function localhostAllowed(): boolean {
  return process.env.WEBHOOKS_ALLOW_LOCALHOST === "1" || process.env.NODE_ENV !== "production";
}

function inAny(address: ipaddr.IPv4 | ipaddr.IPv6, cidrs: readonly string[]): boolean {
  return cidrs.some((cidr) => {
    const range = ipaddr.parseCIDR(cidr);
    return range[0].kind() === address.kind() && address.match(range);
  });
}

/** Why a webhook may not be sent to this IP address (a phrase), or null when it may. */
export function addressRefusal(raw: string): string | null {
  if (!ipaddr.isValid(raw)) return "not an IP address";
  const address = ipaddr.parse(raw);
  if (inAny(address, LOOPBACK)) {
    return localhostAllowed() ? null : "loopback addresses are not allowed in production (set WEBHOOKS_ALLOW_LOCALHOST=1 to allow them)";
  }
  if (address.range() !== "unicast" || inAny(address, ALWAYS_REFUSED)) return "the host resolves to a private, loopback, link-local or otherwise non-public address";
  return null;
}

/**
 * request-filtering-agent's options for one delivery: the same rule as `addressRefusal`, applied to
 * the address the socket connects to (its own `unicast` test, plus the lists).
 */
export function deliveryAgentOptions(): RequestFilteringAgentOptions {
  return { allowPrivateIPAddress: false, allowMetaIPAddress: false, allowIPAddressList: localhostAllowed() ? LOOPBACK : [], denyIPAddressList: ALWAYS_REFUSED };
}

/** Why this URL may not receive webhooks (a sentence), or null when it may. Resolves the host. */
export async function endpointUrlRefusal(raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not an absolute URL";
  }
  if (url.username || url.password) return "credentials in the URL are not allowed";
  if (url.protocol !== "http:" && url.protocol !== "https:") return "the URL must use https (http only for localhost outside production)";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return `the host '${host}' does not resolve`;
  }
  if (addresses.length === 0) return `the host '${host}' does not resolve`;
  for (const address of addresses) {
    const refusal = addressRefusal(address);
    if (refusal) return refusal;
  }
  const loopbackOnly = addresses.every((address) => inAny(ipaddr.parse(address), LOOPBACK));
  if (url.protocol !== "https:" && !loopbackOnly) return "the URL must use https (http only for localhost outside production)";
  return null;
}

export async function requireDeliverableUrl(raw: string): Promise<void> {
  const refusal = await endpointUrlRefusal(raw);
  if (refusal) throw new ApiError("validation_error", `url: ${refusal}.`, { details: [{ path: "url", message: refusal }] });
}
