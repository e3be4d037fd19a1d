import { describe, expect, it } from "vitest";
import { customerIdOf, customerTaxIdOf } from "@/lib/domains/saft/book-customer";
import { FINAL_CONSUMER } from "@/lib/domains/saft/saft-document";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { receiptQrPayload } from "@/lib/domains/payments/receipt-qr";

// Which SAF-T customer a document of the books names (Portaria 302/2016, 2.2 Customer; the generic
// final consumer is NIF 999999990), and the tax number written for it (2.2.3: without the country prefix).

const client = { clientId: "client-1", clientNif: null as string | null, country: "PT", foreignTaxId: null as string | null };

describe("SAF-T customer of a document", () => {
  it("is the client when the document carries its Portuguese NIF", () => {
    expect(customerIdOf({ ...client, clientNif: "501964843" })).toBe("client-1");
    expect(customerTaxIdOf({ ...client, clientNif: "501964843" })).toBe("501964843");
  });

  it("is the final consumer when the document names no buyer", () => {
    expect(customerIdOf(client)).toBe(FINAL_CONSUMER.customerId);
    expect(customerIdOf({ ...client, country: "US" })).toBe(FINAL_CONSUMER.customerId);
  });

  it("is a client abroad identified by its foreign tax id, written without the country prefix (ES, and EL for Greece)", () => {
    expect(customerIdOf({ ...client, country: "ES", foreignTaxId: "ESB87654321" })).toBe("client-1");
    expect(customerTaxIdOf({ clientNif: null, country: "ES", foreignTaxId: "ESB87654321" })).toBe("B87654321");
    expect(customerTaxIdOf({ clientNif: null, country: "GR", foreignTaxId: "EL123456789" })).toBe("123456789");
    expect(customerTaxIdOf({ clientNif: null, country: "US", foreignTaxId: "123456789" })).toBe("123456789");
  });

  it("is what the AT QR code's field B says: one value, one rule (audit W20: the QR kept «ESB87654321» while the SAF-T wrote «B87654321»)", () => {
    const receipt = { display: "RC 2026/1", atcud: "R5CB8E2W-1", issueDate: new Date("2026-11-27T10:00:00Z"), amountCents: 10_000, hash: "a".repeat(44), annulledAt: null };
    for (const buyer of [
      { nif: null, country: "ES", foreignTaxId: "ESB87654321" },
      { nif: null, country: "GR", foreignTaxId: "EL123456789" },
      { nif: "501964843", country: "PT", foreignTaxId: null },
      { nif: null, country: "PT", foreignTaxId: null },
    ]) {
      const fields = parseAtQrPayload(receiptQrPayload(receipt, "509999998", buyer));
      expect([fields.get("B"), fields.get("C")], buyer.foreignTaxId ?? buyer.nif ?? "consumidor final").toEqual([customerTaxIdOf({ clientNif: buyer.nif, country: buyer.country, foreignTaxId: buyer.foreignTaxId }), buyer.country]);
    }
    expect(parseAtQrPayload(receiptQrPayload(receipt, "509999998", { nif: null, country: "ES", foreignTaxId: "ESB87654321" })).get("B")).toBe("B87654321");
  });
});
