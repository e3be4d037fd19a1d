import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domains/auth/client-address";
import { hashPassword } from "@/lib/domains/auth/password";
import { ADDRESS_ATTEMPTS_PER_MINUTE, FREE_FAILURES_PER_ADDRESS } from "@/lib/domains/auth/sign-in-throttle";
import { startAppServer, type RunningServer } from "../support/app-server";
import { testDatabase } from "../support/fixtures";
import { signInFrom } from "../support/from-address";

// Browser sign-in through next-auth's credentials endpoint, as the sign-in form posts it, from
// distinct loopback addresses: the server keys the throttle on the socket's address (or on the
// right-most untrusted X-Forwarded-For hop behind a TRUSTED_PROXIES proxy), never on what a client
// writes in a header, and never on one bucket shared by everybody.

const RIGHT = "a-certa-123";

async function user(label: string): Promise<string> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@empresa.example`;
  await testDatabase().user.create({ data: { email, name: label, passwordHash: await hashPassword(RIGHT) } });
  return email;
}

const stranger = (index: number) => `ninguem.${index}.${Date.now()}@empresa.example`;

describe("sign-in throttling per client address", () => {
  it("rotating X-Forwarded-For (or the server's private address header) does not escape the per-address limit, and another client is not locked out", async () => {
    const sprayer = "127.0.0.11";
    const verdicts: string[] = [];
    for (let attempt = 0; attempt <= ADDRESS_ATTEMPTS_PER_MINUTE; attempt++) {
      const forged = `203.0.113.${attempt + 1}`;
      const headers = { "x-forwarded-for": forged, [CLIENT_ADDRESS_HEADER]: forged };
      verdicts.push((await signInFrom(sprayer, stranger(attempt), "Primavera2026!", { headers })).verdict);
    }
    expect(verdicts.slice(0, ADDRESS_ATTEMPTS_PER_MINUTE)).toEqual(Array(ADDRESS_ATTEMPTS_PER_MINUTE).fill("CredentialsSignin"));
    expect(verdicts.at(-1)).toBe("rate_limited");

    // The sprayer stays refused even with the right password of a real account…
    const victim = await user("vitima");
    expect((await signInFrom(sprayer, victim, RIGHT)).verdict).toBe("rate_limited");
    // …while that account's owner, from their own address, signs in.
    expect((await signInFrom("127.0.0.12", victim, RIGHT)).verdict).toBe("ok");
  });

  it("backs off per account: past 5 failures from one address that address waits, the right password from another address still works", async () => {
    const email = await user("recuo");
    const attacker = "127.0.0.13";
    const failures = [];
    for (let attempt = 0; attempt <= FREE_FAILURES_PER_ADDRESS; attempt++) failures.push((await signInFrom(attacker, email, "errada")).verdict);
    expect(failures).toEqual(Array(FREE_FAILURES_PER_ADDRESS + 1).fill("CredentialsSignin"));
    // The 6th failure locked this account for this address for 2 s: even the right password waits.
    expect((await signInFrom(attacker, email, RIGHT)).verdict).toBe("rate_limited");
    expect((await signInFrom("127.0.0.14", email, RIGHT)).verdict).toBe("ok");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signInFrom(attacker, email, RIGHT)).verdict).toBe("ok");
  });
});

describe("sign-in behind a trusted proxy (TRUSTED_PROXIES)", () => {
  let server: RunningServer;
  const proxy = "127.0.0.15";

  beforeAll(async () => {
    server = await startAppServer({
      DATABASE_URL: inject("databaseUrl"),
      DATABASE_POOL_MAX: "2",
      REDIS_URL: inject("redisUrl") || undefined,
      RATE_LIMIT_PREFIX: `ctb-proxy-${Date.now().toString(36)}`,
      TRUSTED_PROXIES: `${proxy},10.0.0.0/8`,
    });
  });
  afterAll(async () => server?.stop());

  it("keys on the right-most hop the proxies did not add; what the client wrote to its left changes nothing", async () => {
    const baseUrl = server.baseUrl;
    const verdicts: string[] = [];
    for (let attempt = 0; attempt <= ADDRESS_ATTEMPTS_PER_MINUTE; attempt++) {
      // The client forges a new left-most entry each time; our two proxies appended the real one and 10.1.2.3.
      const headers = { "x-forwarded-for": `192.0.2.${attempt + 1}, 198.51.100.77, 10.1.2.3` };
      verdicts.push((await signInFrom(proxy, stranger(attempt), "Primavera2026!", { headers, baseUrl })).verdict);
    }
    expect(verdicts.at(-2)).toBe("CredentialsSignin");
    expect(verdicts.at(-1)).toBe("rate_limited");

    const email = await user("atras-do-proxy");
    expect((await signInFrom(proxy, email, RIGHT, { headers: { "x-forwarded-for": "198.51.100.78, 10.1.2.3" }, baseUrl })).verdict).toBe("ok");
    // A client that is not a trusted proxy cannot borrow another address through the header.
    expect((await signInFrom("127.0.0.16", email, RIGHT, { headers: { "x-forwarded-for": "198.51.100.77" }, baseUrl })).verdict).toBe("ok");
  });
});
