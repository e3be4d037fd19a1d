// The address a request came from, as the custom server (lib/runtime/server.ts) saw it: the socket's
// peer, or the right-most untrusted X-Forwarded-For hop when the peer is a trusted proxy. Route
// handlers cannot see the socket, so the server hands it over in a private header, after deleting any
// copy the client sent. The header is believed only in a process that server started (the marker
// below): under a bare `next start` a client could set it to anything.

export const CLIENT_ADDRESS_HEADER = "x-contabilista-client-address";

const processWide = globalThis as unknown as { contabilistaClientAddressFromSocket?: boolean };

/** Called once by the custom server: from now on the private header carries the socket's address. */
export function trustClientAddressHeader(): void {
  processWide.contabilistaClientAddressFromSocket = true;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

/** The client's address, or null when this process was not started by the custom server. */
export function clientAddressOf(headers: HeaderSource): string | null {
  if (!processWide.contabilistaClientAddressFromSocket || !headers) return null;
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value ? value : null;
}
