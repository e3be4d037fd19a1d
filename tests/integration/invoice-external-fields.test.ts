import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// externalId and metadata on invoices (client review L8): set at issue, changed on an issued document
// with update_invoice (its fiscal fields never), returned by get and list, filtered by externalId;
// bad input is a 400 naming the field and writes nothing; a duplicate externalId is a 409.

describe("invoice externalId and metadata", () => {
  let key: string;
  const line = [{ description: "Serviço", unitEuros: 100 }];
  const issue = (body: Record<string, unknown>) => api("POST", "/invoices", { key, body: { clientName: "Cliente Integrado, Lda", lines: line, ...body } });

  beforeAll(async () => {
    const company = await createTestCompany("Integrações Externas, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("is set at issue, changed by update_invoice, returned by get and list, and filters the list", async () => {
    const issued = await issue({ externalId: "shop-1001", metadata: { orderId: "WEB-1001", channel: "loja" } });
    expect(issued.status).toBe(201);
    expect(issued.body.data).toMatchObject({ externalId: "shop-1001", metadata: { orderId: "WEB-1001", channel: "loja" } });
    const id = issued.body.data.id as string;
    expect((await api("GET", `/invoices/${id}`, { key })).body.data).toMatchObject({ externalId: "shop-1001", metadata: { orderId: "WEB-1001", channel: "loja" } });

    const updated = await api("PATCH", `/invoices/${id}`, { key, body: { externalId: "shop-1001-b", metadata: { channel: null, campaign: "natal" } } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.externalId).toBe("shop-1001-b");
    expect(updated.body.data.metadata).toEqual({ orderId: "WEB-1001", campaign: "natal" });

    const listed = await api("GET", "/invoices?externalId=shop-1001-b", { key });
    expect(listed.status).toBe(200);
    expect(listed.body.data.faturas.map((invoice: { id: string }) => invoice.id)).toEqual([id]);
    expect((await api("GET", "/invoices?externalId=shop-1001", { key })).body.data.faturas).toEqual([]);
  });

  it("six requests with one externalId at once: one document, five 409s naming the field (the unique index's refusal is the same 409)", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => issue({ externalId: "race-1" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) expect(answer.body.error.details).toEqual([{ path: "externalId", message: "already used" }]);
    expect((await api("GET", "/invoices?externalId=race-1", { key })).body.data.faturas).toHaveLength(1);
  });

  it("refuses a duplicate externalId with 409 and frees it once the holder is annulled", async () => {
    const first = await issue({ externalId: "dup-7" });
    expect(first.status).toBe(201);
    const second = await issue({ externalId: "dup-7" });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("conflict");
    const other = await issue({});
    expect((await api("PATCH", `/invoices/${other.body.data.id}`, { key, body: { externalId: "dup-7" } })).status).toBe(409);
    expect((await api("GET", `/invoices/${other.body.data.id}`, { key })).body.data.externalId).toBeNull();
    expect((await api("POST", `/invoices/${first.body.data.id}/annul`, { key, body: { reason: "Emitida por engano" } })).status).toBe(200);
    expect((await issue({ externalId: "dup-7" })).status).toBe(201);
  });

  it("bad input is a 400 naming the field, and nothing is written", async () => {
    const before = (await api("GET", "/invoices?limit=200", { key })).body.data.faturas.length as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ externalId: "x".repeat(101) }, "externalId"],
      [{ externalId: "" }, "externalId"],
      [{ metadata: { ["k".repeat(41)]: "v" } }, "metadata"],
      [{ metadata: { note: "v".repeat(501) } }, "metadata"],
      [{ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, "v"])) }, "metadata"],
      [{ metadata: { count: 3 } }, "metadata"],
      [{ metadata: ["a"] }, "metadata"],
    ];
    for (const [body, field] of cases) {
      const response = await issue(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(response.body.error.details)).toContain(field);
    }
    expect((await api("GET", "/invoices?limit=200", { key })).body.data.faturas.length).toBe(before);

    const target = await issue({ metadata: { a: "1" } });
    const id = target.body.data.id as string;
    const full = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`k${index}`, "v"]));
    const tooMany = await api("PATCH", `/invoices/${id}`, { key, body: { metadata: full } });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.error.details)).toContain("metadata");
    // Fiscal fields are not editable: refused as unknown, naming the field.
    const fiscal = await api("PATCH", `/invoices/${id}`, { key, body: { totalCents: 1, metadata: { a: "2" } } });
    expect(fiscal.status).toBe(400);
    expect(JSON.stringify(fiscal.body.error.details)).toContain("totalCents");
    const after = (await api("GET", `/invoices/${id}`, { key })).body.data;
    expect(after.metadata).toEqual({ a: "1" });
    expect(after.totalCents).toBe(target.body.data.totalCents);
  });
});

describe("client externalId and metadata", () => {
  let key: string;

  beforeAll(async () => {
    const company = await createTestCompany("Clientes Externos, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  const newClient = async (name: string) => (await api("POST", "/clients", { key, body: { name } })).body.data.id as string;

  it("are set by update_client, merged, returned by get and list, and filter the list", async () => {
    const id = await newClient("Loja Online Um, Lda");
    const set = await api("PATCH", `/clients/${id}`, { key, body: { externalId: "crm-501", metadata: { segment: "retalho", owner: "ana" } } });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ externalId: "crm-501", metadata: { segment: "retalho", owner: "ana" } });
    const merged = await api("PATCH", `/clients/${id}`, { key, body: { metadata: { owner: null, tier: "ouro" } } });
    expect(merged.body.data.metadata).toEqual({ segment: "retalho", tier: "ouro" });
    expect((await api("GET", `/clients/${id}`, { key })).body.data).toMatchObject({ externalId: "crm-501", metadata: { segment: "retalho", tier: "ouro" } });
    const listed = await api("GET", "/clients?externalId=crm-501", { key });
    expect(listed.body.data.clientes.map((client: { id: string; metadata: unknown }) => [client.id, client.metadata])).toEqual([[id, { segment: "retalho", tier: "ouro" }]]);
    const cleared = await api("PATCH", `/clients/${id}`, { key, body: { externalId: null } });
    expect(cleared.body.data.externalId).toBeNull();
    expect((await api("GET", "/clients?externalId=crm-501", { key })).body.data.clientes).toEqual([]);
  });

  it("another client's externalId is a 409 naming the field, also when two edits race; bad input is a 400 and nothing changes", async () => {
    const first = await newClient("Cliente Com Id, Lda");
    const others = await Promise.all(["Cliente Corrida A, Lda", "Cliente Corrida B, Lda", "Cliente Corrida C, Lda"].map(newClient));
    expect((await api("PATCH", `/clients/${first}`, { key, body: { externalId: "crm-9" } })).status).toBe(200);
    const taken = await api("PATCH", `/clients/${others[0]}`, { key, body: { externalId: "crm-9" } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ path: "externalId", message: "already used" }]);
    const race = await Promise.all(others.map((id) => api("PATCH", `/clients/${id}`, { key, body: { externalId: "crm-race" } })));
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, "v"]));
    const refused = await api("PATCH", `/clients/${first}`, { key, body: { metadata: tooMany, name: "Nome Que Não Fica" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe("metadata");
    expect((await api("GET", `/clients/${first}`, { key })).body.data).toMatchObject({ name: "Cliente Com Id, Lda", metadata: {} });
  });

  it("are set by upsert_client too: on the client it creates, merged on the one it finds, another client's externalId a 409 that writes nothing", async () => {
    const created = await api("POST", "/clients", { key, body: { name: "Quiosque Integrado, Lda", externalId: "crm-700", metadata: { segment: "retalho", owner: "rui" } } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ acao: "criado", externalId: "crm-700", metadata: { segment: "retalho", owner: "rui" } });
    const id = created.body.data.id as string;

    const found = await api("POST", "/clients", { key, body: { name: "quiosque integrado, lda", metadata: { owner: null, tier: "prata" } } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ acao: "atualizado", id, externalId: "crm-700", metadata: { segment: "retalho", tier: "prata" } });
    expect((await api("GET", `/clients/${id}`, { key })).body.data).toMatchObject({ externalId: "crm-700", metadata: { segment: "retalho", tier: "prata" } });
    expect((await api("GET", "/clients?externalId=crm-700", { key })).body.data.clientes.map((client: { id: string }) => client.id)).toEqual([id]);

    const taken = await api("POST", "/clients", { key, body: { name: "Outro Quiosque, Lda", externalId: "crm-700", metadata: { segment: "x" } } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ path: "externalId", message: "already used" }]);
    expect((await api("GET", "/clients?q=Outro Quiosque", { key })).body.data.clientes).toEqual([]);

    const race = await Promise.all(["Banca Um, Lda", "Banca Dois, Lda", "Banca Três, Lda"].map((name) => api("POST", "/clients", { key, body: { name, externalId: "crm-race-upsert" } })));
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of race.filter((each) => each.status === 409)) expect(answer.body.error.details).toEqual([{ path: "externalId", message: "already used" }]);

    const tooMany = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`k${index}`, "v"]));
    const refused = await api("POST", "/clients", { key, body: { name: "Quiosque Integrado, Lda", email: "nao.fica@quiosque.example", metadata: tooMany } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe("metadata");
    expect((await api("GET", `/clients/${id}`, { key })).body.data).toMatchObject({ email: null, metadata: { segment: "retalho", tier: "prata" } });
  });
});
