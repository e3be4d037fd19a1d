import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/api-error";
import { malformedText, refuseMalformedText } from "@/lib/http/text-rules";

describe("the text rules", () => {
  it("finds NUL and lone surrogates anywhere, naming the path", () => {
    expect(malformedText({ a: "ok", lines: [{ description: "Z\ud800x" }] })?.path).toBe("lines[0].description");
    expect(malformedText({ name: "\udc00" })?.problem).toMatch(/lone UTF-16 surrogate/);
    expect(malformedText({ name: "fim\ud83d" })?.path).toBe("name");
    expect(malformedText({ name: "a\u0000b" })?.problem).toMatch(/NUL/);
    expect(malformedText({ ["k\ud800"]: 1 })?.path).toBe("k\ud800");
    expect(malformedText("\ud800")?.path).toBe("body");
  });

  it("accepts well-formed text, including surrogate pairs", () => {
    expect(malformedText({ name: "Café 😀 𝄞", list: ["ação", 1, null, { x: "€" }] })).toBeNull();
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
