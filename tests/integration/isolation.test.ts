import { describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

describe("tenant isolation", () => {
  it("each key sees only its own company, whatever the request says", async () => {
    const first = await createTestCompany("Padaria Central, Lda");
    const second = await createTestCompany("Oficina do Norte, Unipessoal Lda");
    const firstKey = await createTestKey(first.companyId, { scopes: ["read"] });
    const secondKey = await createTestKey(second.companyId, { scopes: ["read"] });

    const seenByFirst = await api("GET", "/company", { key: firstKey.key, headers: { "X-Company-Id": second.companyId } });
    // A company named in the query is not a way in either: the parameter is unknown, so refused by name.
    const asking = await api("GET", `/company?companyId=${second.companyId}`, { key: firstKey.key });
    expect(asking.status).toBe(400);
    expect(asking.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(["companyId"]);
    const seenBySecond = await api("GET", "/company", { key: secondKey.key });

    expect(seenByFirst.status).toBe(200);
    expect(seenByFirst.body.data.id).toBe(first.companyId);
    expect(seenByFirst.body.data.nif).toBe(first.nif);
    expect(seenBySecond.body.data.id).toBe(second.companyId);
    expect(seenBySecond.body.data.name).toBe("Oficina do Norte, Unipessoal Lda");
  });
});
