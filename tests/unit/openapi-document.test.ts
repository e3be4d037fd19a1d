import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { SCOPES } from "@/lib/kernel/scopes";
import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";
import { operationList } from "@/lib/registry/registry";

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument("https://contabilista.example") as any;

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.0.0");
    expect(document.servers[0].url).toMatch(/\/v1$/);
  });

  it("describes every registered operation once, with its scope, envelope and errors", () => {
    for (const operation of operationList) {
      const described = document.paths[operation.http.path]?.[operation.http.method.toLowerCase()];
      expect(described, operation.name).toBeDefined();
      expect(described.operationId).toBe(operation.name);
      expect(SCOPES).toContain(described["x-required-scope"]);
      expect(described.security).toEqual([{ apiKey: [operation.scope] }]);
      expect(described.description).toContain(`\`${operation.scope}\``);
      const success = Object.entries(described.responses).find(([status]) => status.startsWith("2"))![1] as any;
      if (operation.http.produces) for (const type of operation.http.produces) expect(success.content[type].schema.contentMediaType).toBe(type);
      else expect(success.content["application/json"].schema.properties.success).toEqual({ const: true });
      for (const status of ["401", "403", "429", "500"]) {
        expect(described.responses[status].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
      }
      expect(described.responses["429"].headers["Retry-After"]).toBeDefined();
    }
  });

  it("uses bearer authentication", () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("documents the chat card as a union told apart by `type`, with every card type", () => {
    const chatData = document.paths["/chat"].post.responses["200"].content["application/json"].schema.properties.data;
    expect(JSON.stringify(chatData)).toContain("#/components/schemas/ChatCard");
    const union = document.components.schemas.ChatCard;
    expect(union.discriminator.propertyName).toBe("type");
    expect(Object.keys(union.discriminator.mapping).sort()).toEqual(
      ["bank", "briefing", "clients", "credit_note_draft", "credit_note_issued", "documents", "efatura", "gaps", "invoice_draft", "invoice_issued", "invoices", "obligations", "payment_draft", "payment_registered", "recurring_draft", "recurring_invoices", "report", "saft", "send_draft", "tax_answer", "vat_return"],
    );
    for (const ref of Object.values(union.discriminator.mapping) as string[]) expect(document.components.schemas[ref.split("/").at(-1)!]).toBeDefined();
  });
});
