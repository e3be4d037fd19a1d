import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestCompany, testDatabase } from "../support/fixtures";
import { requestFrom, signInFrom } from "../support/from-address";

// `Origin: null` (a sandboxed frame, a file: page, some cross-site redirects) is another site. On
// the signed-in surfaces that change data — session uploads and server actions — it is refused
// with 403 in the error envelope, not a 500.

async function signedInCookie(): Promise<{ cookie: string; companyId: string }> {
  const company = await createTestCompany();
  const db = testDatabase();
  const email = `origem.${Date.now()}@empresa.example`;
  const user = await db.user.create({ data: { email, name: "Origem", passwordHash: await hashPassword("a-certa-123"), emailVerifiedAt: new Date() } });
  await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
  const { verdict, cookie } = await signInFrom("127.0.0.31", email, "a-certa-123");
  expect(verdict).toBe("ok");
  return { cookie, companyId: company.companyId };
}

function multipartPdf(): { body: string; contentType: string } {
  const boundary = "----contabilista-test";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("Origin: null on session routes", () => {
  it("a session upload is refused with 403 forbidden and stores nothing", async () => {
    const { cookie, companyId } = await signedInCookie();
    const { body, contentType } = multipartPdf();
    for (const origin of ["null", "not a url"]) {
      const response = await requestFrom("127.0.0.31", "POST", "/documentos/enviar", { headers: { cookie, origin, "content-type": contentType }, body });
      expect(response.status, response.text).toBe(403);
      expect(JSON.parse(response.text)).toMatchObject({ success: false, error: { code: "forbidden" } });
    }
    expect(await testDatabase().expenseDocument.count({ where: { companyId } })).toBe(0);
  });

  it("a server action is refused with 403 before Next.js runs it", async () => {
    const { cookie } = await signedInCookie();
    const response = await requestFrom("127.0.0.31", "POST", "/faturas/nova", {
      headers: { cookie, origin: "null", "next-action": "0123456789abcdef0123456789abcdef01234567", "content-type": "text/plain;charset=UTF-8" },
      body: "[]",
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text).error.code).toBe("forbidden");
  });
});

describe("posts and forwarded hosts a client cannot forge (security review 2026-11-26 L2, L3)", () => {
  it("L2: a plain form post (no Next-Action) to a page without Origin is refused, and the invitation is not sent", async () => {
    const { cookie, companyId } = await signedInCookie();
    const boundary = "----contabilista-nojs";
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${field("$ACTION_REF_1", "")}${field("$ACTION_KEY", "k0")}${field("email", "csrf-nojs@x.example")}${field("role", "admin")}--${boundary}--\r\n`;
    for (const origin of [undefined, "http://evil.example", "null"]) {
      const headers: Record<string, string> = { cookie, "content-type": `multipart/form-data; boundary=${boundary}` };
      if (origin) headers.origin = origin;
      const response = await requestFrom("127.0.0.31", "POST", "/membros", { headers, body });
      expect(response.status, `${origin}: ${response.text.slice(0, 200)}`).toBe(403);
      expect(JSON.parse(response.text).error.code).toBe("forbidden");
    }
    expect(await testDatabase().invitation.count({ where: { companyId } })).toBe(0);
  });

  it("L3: a client's own X-Forwarded-Host neither passes the same-origin check nor renames the OAuth issuer", async () => {
    const { cookie, companyId } = await signedInCookie();
    const { body, contentType } = multipartPdf();
    const upload = await requestFrom("127.0.0.31", "POST", "/documentos/enviar", { headers: { cookie, origin: "http://evil.example", "x-forwarded-host": "evil.example", "content-type": contentType }, body });
    expect(upload.status, upload.text).toBe(403);
    expect(await testDatabase().expenseDocument.count({ where: { companyId } })).toBe(0);

    const metadata = await requestFrom("127.0.0.31", "GET", "/.well-known/oauth-authorization-server", { headers: { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" } });
    expect(metadata.status).toBe(200);
    expect(metadata.text).not.toContain("attacker.example");
    const mcp = await requestFrom("127.0.0.31", "POST", "/api/mcp/mcp", { headers: { "x-forwarded-host": "attacker.example", "content-type": "application/json" }, body: "{}" });
    expect(mcp.status).toBe(401);
    expect(JSON.stringify(mcp.headers)).not.toContain("attacker.example");
  });
});
