import { describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { testDatabase } from "../support/fixtures";

// Browser sign-in through next-auth's credentials endpoint, as the sign-in form posts it: after 10
// attempts in a minute for one email, even the right password is refused with `rate_limited`.

async function signIn(email: string, password: string, address: string): Promise<string> {
  const base = inject("baseUrl");
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": address } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": address, "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    redirect: "manual",
  });
  const body = (await response.json()) as { url: string };
  return new URL(body.url).searchParams.get("error") ?? "ok";
}

describe("sign-in attempts", () => {
  it("refuses wrong passwords, then every attempt past 10 a minute for one email, even the right one", async () => {
    const email = `limite.${Date.now()}@empresa.example`;
    await testDatabase().user.create({ data: { email, name: "Limite", passwordHash: await hashPassword("a-certa-123") } });
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

    expect(await signIn(email, "a-certa-123", address)).toBe("ok");
    const wrong = [];
    for (let attempt = 0; attempt < 9; attempt++) wrong.push(await signIn(email, "errada", address));
    expect(wrong).toEqual(Array(9).fill("CredentialsSignin"));
    expect(await signIn(email, "a-certa-123", address)).toBe("rate_limited");

    // Another account from another address is not affected.
    const other = `outro.${Date.now()}@empresa.example`;
    await testDatabase().user.create({ data: { email: other, name: "Outro", passwordHash: await hashPassword("a-certa-123") } });
    expect(await signIn(other, "a-certa-123", "203.0.113.7")).toBe("ok");
  });
});
