import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/domains/documents/extraction/extract-document";
import { hasPdfTrailer } from "@/lib/domains/documents/extraction/pdf-text";

describe("damaged PDFs", () => {
  it("recognises a well-formed PDF's trailer", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(hasPdfTrailer(await pdf.save())).toBe(true);
    expect(hasPdfTrailer(new TextEncoder().encode("%PDF-1.4\n1 0 obj\n"))).toBe(false);
  });

  it("marks a large PDF without a trailer as an error without rebuilding it", async () => {
    const damaged = new Uint8Array(3 * 1024 * 1024);
    damaged.set(new TextEncoder().encode("%PDF-1.4\n"));
    const before = process.memoryUsage().rss;
    const result = await extractDocument(damaged, "pdf", { companyId: "none", companyNif: "509876544", today: "2026-11-22" });
    expect(result.status).toBe("error");
    expect(result.errorReason).toMatch(/PDF/);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });
});
