import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientAddress } from "@/lib/transports/server/forwarded-client";

describe("the client address of a request", () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies(" 10.0.0.0/8, 192.0.2.1 ,2001:db8::/32");

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("198.51.100.7", "1.2.3.4", none)).toBe("198.51.100.7");
    expect(resolveClientAddress("::ffff:198.51.100.7", undefined, none)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", "1.2.3.4", proxies)).toBe("198.51.100.7");
  });

  it("behind trusted proxies, is the right-most hop they did not add", () => {
    expect(resolveClientAddress("192.0.2.1", "6.6.6.6, 203.0.113.5, 10.1.1.1", proxies)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:10.2.3.4", ["6.6.6.6", "203.0.113.5"], proxies)).toBe("203.0.113.5");
    expect(resolveClientAddress("2001:db8::1", "2001:db9::5", proxies)).toBe("2001:db9::5");
  });

  it("stops at a hop that is not an address, and falls back to the peer when the header is empty", () => {
    expect(resolveClientAddress("192.0.2.1", "203.0.113.5, garbage, 10.1.1.1", proxies)).toBe("10.1.1.1");
    expect(resolveClientAddress("192.0.2.1", "", proxies)).toBe("192.0.2.1");
    expect(resolveClientAddress("192.0.2.1", "10.9.9.9, 10.1.1.1", proxies)).toBe("10.9.9.9");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or range", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, proxy.internal")).toThrow(/proxy\.internal/);
    expect(() => parseTrustedProxies("10.0.0.0/abc")).toThrow();
  });
});

describe("the network a client is throttled by (security review L12)", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64", async () => {
    const { throttleNetwork } = await import("@/lib/domains/auth/client-address");
    expect(throttleNetwork("198.51.100.7")).toBe("198.51.100.7");
    expect(throttleNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
    // Every address of one /64 is one client, however it is written.
    const one = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0000:0000:0000:0abc", "2001:DB8:1:2::5%eth0"].map(throttleNetwork);
    expect(new Set(one)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(throttleNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(throttleNetwork("::1")).toBe("0:0:0:0::/64");
    expect(throttleNetwork("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(throttleNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
