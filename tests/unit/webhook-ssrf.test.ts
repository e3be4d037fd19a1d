import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NO_HTTP_ANSWER, postWebhook, type HostLookup } from "@/lib/domains/webhooks/deliver";
import { addressRefusal, endpointUrlRefusal } from "@/lib/domains/webhooks/endpoint-url";

// Issue 38 M1: the webhook SSRF guard. Every target here is on loopback: a TCP listener that counts
// connections stands in for an internal service, and "production" is the guard's mode without
// WEBHOOKS_ALLOW_LOCALHOST (the tests' own opt-in, checked to still work at the end).

const environment = { NODE_ENV: process.env.NODE_ENV, WEBHOOKS_ALLOW_LOCALHOST: process.env.WEBHOOKS_ALLOW_LOCALHOST };
function production(allowLocalhost = false) {
  (process.env as Record<string, string | undefined>).NODE_ENV = "production";
  if (allowLocalhost) process.env.WEBHOOKS_ALLOW_LOCALHOST = "1";
  else delete process.env.WEBHOOKS_ALLOW_LOCALHOST;
}
afterEach(() => {
  (process.env as Record<string, string | undefined>).NODE_ENV = environment.NODE_ENV;
  if (environment.WEBHOOKS_ALLOW_LOCALHOST === undefined) delete process.env.WEBHOOKS_ALLOW_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_LOCALHOST = environment.WEBHOOKS_ALLOW_LOCALHOST;
});

/** A TCP service on 127.0.0.1 that counts who connects and says nothing (like a database port). */
let internal: TcpServer;
let internalPort = 0;
let connections = 0;
/** A port with nothing listening. */
let closedPort = 0;
/** An HTTP receiver on 127.0.0.1; `redirect` makes it answer 302 towards the metadata address. */
let receiver: HttpServer;
let receiverPort = 0;
let received: string[] = [];

beforeAll(async () => {
  internal = createTcpServer((socket) => {
    connections++;
    socket.on("error", () => undefined);
    socket.once("data", () => socket.destroy());
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalPort = (internal.address() as AddressInfo).port;
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  receiver = createHttpServer((request, response) => {
    received.push(request.url ?? "");
    request.resume();
    if (request.url === "/redirect") response.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
    else response.writeHead(200).end("ok");
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
});

const post = (url: string, options?: Parameters<typeof postWebhook>[5]) => postWebhook(url, ["segredo"], '{"id":"evt_1"}', "evt_1", 1, options);

describe("which addresses may receive webhooks in production", () => {
  it.each([
    "127.0.0.1", "::1", "::ffff:7f00:1", "::ffff:127.0.0.1", "0:0:0:0:0:ffff:7f00:1", "::7f00:1",
    "169.254.169.254", "::ffff:169.254.169.254", "::ffff:a9fe:a9fe", "64:ff9b::a9fe:a9fe",
    "10.0.0.1", "::ffff:10.0.0.1", "172.16.0.1", "192.168.1.1", "::ffff:192.168.1.1", "100.64.0.1",
    "fe80::1", "fe90::1", "febf::1", "fc00::1", "fd12:3456::1", "ff02::1", "0.0.0.0", "::", "255.255.255.255",
    "2002:7f00:1::1", "2001::1", "::ffff:0:7f00:1", "192.0.2.1", "2001:db8::1",
  ])("refuses %s", (address) => {
    production();
    expect(addressRefusal(address)).not.toBeNull();
  });

  it.each(["93.184.216.34", "2606:4700:4700::1111", "8.8.8.8"])("accepts the public %s", (address) => {
    production();
    expect(addressRefusal(address)).toBeNull();
  });

  it("refuses the review's URLs when an endpoint is saved (no network needed for literals)", async () => {
    production();
    for (const url of [
      "https://[::ffff:127.0.0.1]:39462/h",
      "https://[::ffff:7f00:1]:39462/h",
      "https://[0:0:0:0:0:ffff:7f00:1]:39462/h",
      "https://[::127.0.0.1]:39462/h",
      "https://[::ffff:169.254.169.254]/latest",
      "https://[::ffff:10.0.0.1]/",
      "https://[::ffff:192.168.1.1]:8443/",
      "https://[64:ff9b::a9fe:a9fe]/",
      "https://[fe90::1]/",
      "https://2130706433:39462/h",
      "https://0x7f.1:39462/h",
    ]) {
      expect(await endpointUrlRefusal(url), url).not.toBeNull();
    }
    expect(await endpointUrlRefusal("https://93.184.216.34/hook")).toBeNull();
    expect(await endpointUrlRefusal("http://93.184.216.34/hook")).toContain("https");
  });
});

describe("delivering a webhook", () => {
  it("never connects to a mapped loopback address in production, and says only that there was no HTTP answer", async () => {
    production();
    const before = connections;
    const outcome = await post(`https://[::ffff:7f00:1]:${internalPort}/h`);
    expect(outcome).toMatchObject({ statusCode: null, error: NO_HTTP_ANSWER });
    expect(connections).toBe(before);
  });

  it("checks the address the socket connects to: a name that resolves inwards at delivery (DNS rebinding) is refused before any packet", async () => {
    production();
    const rebinding: HostLookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (options.all) callback(null, [{ address: "::ffff:127.0.0.1", family: 6 }]);
      else callback(null, "::ffff:127.0.0.1", 6);
    }) as unknown as HostLookup;
    const before = connections;
    for (const url of [`https://hooks.example.com:${internalPort}/h`, `http://hooks.example.com:${internalPort}/h`]) {
      const outcome = await post(url, { lookup: rebinding, skipSavedUrlCheck: true });
      expect(outcome, url).toMatchObject({ statusCode: null, error: NO_HTTP_ANSWER });
      expect(outcome.cause).toContain("not allowed");
    }
    // Literal addresses are never looked up: the agent checks them itself.
    const literal = await post(`http://127.0.0.1:${internalPort}/h`, { skipSavedUrlCheck: true });
    expect(literal.error).toBe(NO_HTTP_ANSWER);
    expect(connections).toBe(before);
  });

  it("gives the delivery log the same words for a closed port and an open one that is not a web server (no port scanning)", async () => {
    production(true);
    const closed = await post(`https://127.0.0.1:${closedPort}/h`);
    const open = await post(`https://127.0.0.1:${internalPort}/h`);
    const openHttp = await post(`http://127.0.0.1:${internalPort}/h`);
    expect(closed.error).toBe(NO_HTTP_ANSWER);
    expect(open.error).toBe(NO_HTTP_ANSWER);
    expect(openHttp.error).toBe(NO_HTTP_ANSWER);
    // The operator's log still gets the real cause.
    expect(closed.cause).toContain("ECONNREFUSED");
    expect(open.cause).not.toContain("ECONNREFUSED");
  });

  it("does not follow a redirect, whatever it points to; loopback delivery still works with the tests' opt-in", async () => {
    production(true);
    received = [];
    expect(await post(`http://127.0.0.1:${receiverPort}/hook`)).toEqual({ statusCode: 200, error: null });
    const redirected = await post(`http://localhost:${receiverPort}/redirect`);
    expect(redirected).toEqual({ statusCode: 302, error: "HTTP 302 (redirects are not followed)" });
    expect(received).toEqual(["/hook", "/redirect"]);
  });
});
