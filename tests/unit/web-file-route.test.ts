import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dispositionFileName, webFileResponse } from "@/lib/transports/web/web-file-route";

// Issue #37 §3 «one download route for files»: the web app's six downloads were six copies of one handler,
// each with its own headers (some without nosniff, one quoting an encoded name).

describe("the web app's file downloads", () => {
  it("all go through webFileRoute: no other app route sets Content-Disposition itself", () => {
    // Node 20 has no fs.globSync: a recursive listing of app/.
    const routes = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "route.ts").map((file) => path.join("app", file));
    const ownHeaders = routes.filter((file) => /Content-Disposition/i.test(readFileSync(file, "utf8")));
    expect(ownHeaders).toEqual([]);
    const fileRoutes = routes.filter((file) => /webFileRoute(<[^>]*>)?\(/.test(readFileSync(file, "utf8")));
    expect(fileRoutes.length).toBeGreaterThanOrEqual(6);
  });

  it("answer with the file's type, nosniff, private no-store caching and a quoted name that cannot break the header", async () => {
    const response = webFileResponse({ fileName: 'FT 2026/12 "cópia".pdf\r\nX-Evil: 1', contentType: "application/pdf", body: new Uint8Array([37, 80, 68, 70]) }, { disposition: "attachment" });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="FT_2026_12_c_pia_.pdf_X-Evil_1"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("keep the names the API gives them", () => {
    expect(dispositionFileName("SAFT-PT_509876544_2026_TESTE.xml")).toBe("SAFT-PT_509876544_2026_TESTE.xml");
    expect(dispositionFileName("FT-2026-12-2via.pdf")).toBe("FT-2026-12-2via.pdf");
  });

  it("add a route's own headers (an expense's file keeps its content policy) and stream a stream as it comes", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<a/>"));
        controller.close();
      },
    });
    const response = webFileResponse({ fileName: "x.xml", contentType: "application/xml", body: stream }, { disposition: "inline", headers: () => ({ "Content-Security-Policy": "default-src 'none'" }) });
    expect(response.headers.get("content-disposition")).toBe('inline; filename="x.xml"');
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(await response.text()).toBe("<a/>");
  });
});
