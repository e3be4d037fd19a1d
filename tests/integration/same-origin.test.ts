import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
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
