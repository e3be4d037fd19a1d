// The address a request came from, as the custom server (lib/transports/server/server.ts) saw it: the socket's
// peer, or the right-most untrusted X-Forwarded-For hop when the peer is a trusted proxy. Route
// handlers cannot see the socket, so the server hands it over in a private header, after deleting any
// copy the client sent. The header is believed only in a process that server started (the marker
// below): under a bare `next start` a client could set it to anything. Every use is a throttle, so
// an IPv6 client is named by its /64 network (throttleNetwork).

import { isIP } from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-contabilista-client-address";

const processWide = globalThis as unknown as { contabilistaClientAddressFromSocket?: boolean };

/** Called once by the custom server: from now on the private header carries the socket's address. */
export function trustClientAddressHeader(): void {
  processWide.contabilistaClientAddressFromSocket = true;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

/** The client's address (an IPv6 one as its /64), or null when this process was not started by the custom server. */
export function clientAddressOf(headers: HeaderSource): string | null {
  if (!processWide.contabilistaClientAddressFromSocket || !headers) return null;
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value ? throttleNetwork(value) : null;
}

/**
 * The network a client is counted by in throttles: an IPv4 address itself, an IPv6 address's /64
 * (an ISP or a cloud gives one host a whole /64, so counting single IPv6 addresses would give that
 * host 2^64 budgets; security review 2026-11-26 L12). Anything else is returned as it is.
 */
export function throttleNetwork(address: string): string {
  const plain = address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  if (isIP(plain) !== 6) return plain;
  const withoutZone = plain.split("%")[0]!.toLowerCase();
  const [head, tail] = withoutZone.includes("::") ? withoutZone.split("::") : [withoutZone, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  // An embedded IPv4 tail (e.g. 64:ff9b::192.0.2.1) fills the last two groups; only the first four matter here.
  const groups = [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}
