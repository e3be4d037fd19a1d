import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { malformedText, refuseMalformedText } from "@/lib/core/http/text-rules";

describe("the text rules", () => {
  it("finds NUL and lone surrogates anywhere, naming the path", () => {
    expect(malformedText({ a: "ok", lines: [{ description: "Z\ud800x" }] })?.path).toBe("lines[0].description");
    expect(malformedText({ name: "\udc00" })?.problem).toMatch(/lone UTF-16 surrogate/);
    expect(malformedText({ name: "fim\ud83d" })?.path).toBe("name");
    expect(malformedText({ name: "a\u0000b" })?.problem).toMatch(/NUL/);
    expect(malformedText({ "k\ud800": 1 })?.path).toBe("k\ud800");
    expect(malformedText("\ud800")?.path).toBe("body");
  });

  it("accepts well-formed text, including surrogate pairs", () => {
    expect(malformedText({ name: "Café 😀 𝄞", list: ["ação", 1, null, { x: "€" }] })).toBeNull();
  });

  it("security review L11: refuses text-direction overrides and invisible spaces, naming the code point", () => {
    expect(malformedText({ fileName: "invoice\u202Efdp.exe" })).toEqual({ path: "fileName", problem: expect.stringContaining("U+202E") });
    expect(malformedText({ clientName: "Sem\u200bvisível" })?.problem).toContain("U+200B");
    for (const control of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069", "\u2060", "\uFEFF"]) {
      expect(malformedText({ name: `a${control}b` }), control).not.toBeNull();
    }
    // Right-to-left text itself, its marks and joiners (Arabic, emoji sequences) are not refused.
    expect(malformedText({ name: "شركة\u200Fالنور", family: "👨\u200D👩\u200D👧", persian: "می\u200Cخواهم" })).toBeNull();
  });

  it("refuses with a validation_error whose details name the field", () => {
    try {
      refuseMalformedText({ clientName: "Z\ud800x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("validation_error");
      expect((error as ApiError).details).toEqual([{ path: "clientName", message: expect.stringMatching(/surrogate/) }]);
    }
  });
});

describe("stored file names", () => {
  it("security review L11: lose bidi overrides and other invisible format characters", async () => {
    const { safeFileName } = await import("@/lib/domains/documents/upload-document");
    expect(safeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(safeFileName("fatura\u200B\u2066.pdf")).toBe("fatura.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("Fatura março.pdf")).toBe("Fatura março.pdf");
  });
});
