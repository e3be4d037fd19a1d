import { describe, expect, it } from "vitest";
import { buildAtQrPayload, parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";

describe("AT QR code payload", () => {
  it("reproduces the specification's own example exactly", () => {
    const payload = buildAtQrPayload({
      issuerNif: "123456789",
      buyerNif: "999999990",
      buyerCountry: "PT",
      documentType: "FS",
      documentStatus: "N",
      documentDate: "2019-08-12",
      documentId: "FS CDVF/12345",
      atcud: "CDF7T5HD-12345",
      fiscalSpace: "PT",
      normalBaseCents: 65,
      normalVatCents: 15,
      totalVatCents: 15,
      grossTotalCents: 80,
      hashCharacters: "YhGV",
      certificateNumber: "9999",
      otherInformation: "NU;0.80",
    });
    expect(payload).toBe("A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80");
  });

  it("keeps the field order with every rate present and omits empty optional fields", () => {
    const payload = buildAtQrPayload({
      issuerNif: "509876544", buyerNif: "501442600", buyerCountry: "PT", documentType: "FT", documentStatus: "N",
      documentDate: "2026-03-05", documentId: "FT 2026/7", atcud: "ABCD1234-7", fiscalSpace: "PT",
      exemptBaseCents: 1000, reducedBaseCents: 10000, reducedVatCents: 600, intermediateBaseCents: 2000, intermediateVatCents: 260,
      normalBaseCents: 123456, normalVatCents: 28395, totalVatCents: 29255, grossTotalCents: 165711, hashCharacters: "a1B2", certificateNumber: "0",
    });
    expect(payload.split("*").map((field) => field.split(":")[0])).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "N", "O", "Q", "R"]);
    expect(parseAtQrPayload(payload).get("I7")).toBe("1234.56");
    expect(parseAtQrPayload(payload).get("O")).toBe("1657.11");
  });
});
