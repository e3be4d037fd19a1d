import { describe, expect, it } from "vitest";
import { customerIdOf, customerTaxIdOf } from "@/lib/domains/saft/book-customer";
import { FINAL_CONSUMER } from "@/lib/domains/saft/saft-document";

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
});
