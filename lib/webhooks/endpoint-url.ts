import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { ApiError } from "@/lib/http/api-error";

// SSRF guard. An endpoint must be an https URL on a public address; http is allowed only for a
// loopback host (localhost, 127.0.0.0/8, ::1), and only outside production or with
// WEBHOOKS_ALLOW_LOCALHOST=1 (the tests deliver to a local receiver). Private, link-local (cloud
// metadata at 169.254.169.254), CGNAT, multicast and unspecified addresses are refused — checked when the
// endpoint is saved and again on every delivery, after DNS resolution, so a name that later resolves
// inwards is refused too.

export function localhostAllowed(): boolean {
  return process.env.WEBHOOKS_ALLOW_LOCALHOST === "1" || process.env.NODE_ENV !== "production";
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address === "::ffff:127.0.0.1";
}

function isPrivate(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith("::ffff:")) return isPrivate(lower.slice(7));
    return lower === "::" || lower.startsWith("fc") || lower.startsWith("fd") || lower.startsWith("fe80") || lower.startsWith("ff");
  }
  const [a, b] = address.split(".").map(Number) as [number, number];
  return (
    a === 0 || a === 10 || a >= 224 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
  );
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
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `the host '${host}' does not resolve`;
  }
  if (addresses.length > 0 && addresses.every(isLoopback)) {
    if (!localhostAllowed()) return "loopback addresses are not allowed in production (set WEBHOOKS_ALLOW_LOCALHOST=1 to allow them)";
    return url.protocol === "http:" || url.protocol === "https:" ? null : "the URL must be http or https";
  }
  if (url.protocol !== "https:") return "the URL must use https (http only for localhost outside production)";
  if (addresses.some((address) => isLoopback(address) || isPrivate(address))) return "the host resolves to a private, loopback or link-local address";
  return null;
}

export async function requireDeliverableUrl(raw: string): Promise<void> {
  const refusal = await endpointUrlRefusal(raw);
  if (refusal) throw new ApiError("validation_error", `url: ${refusal}.`, { details: [{ path: "url", message: refusal }] });
}
