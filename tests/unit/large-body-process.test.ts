import { describe, expect, it } from "vitest";
import { REQUEST_HEAD_LIMIT_BYTES, roleForRequestHead } from "@/lib/transports/server/large-body-process";

const head = (lines: string[], after = "") => Buffer.from(`${lines.join("\r\n")}\r\n\r\n${after}`, "latin1");

describe("which process a connection goes to, from its first request's head", () => {
  it("sends a body over the JSON limit, or one of unknown length, to the large-body process", () => {
    expect(roleForRequestHead(head(["POST /api/v1/documents HTTP/1.1", "Host: x", "Content-Type: multipart/form-data; boundary=a", "Content-Length: 10500000"], "--a\r\n"))).toBe("large-bodies");
    expect(roleForRequestHead(head(["PUT /api/v1/x HTTP/1.1", "content-length:   1000001"]))).toBe("large-bodies");
    expect(roleForRequestHead(head(["POST /api/v1/documents HTTP/1.1", "Transfer-Encoding: chunked"]))).toBe("large-bodies");
  });

  it("sends everything else to the requests process", () => {
    expect(roleForRequestHead(head(["GET /api/health HTTP/1.1", "Host: x"]))).toBe("requests");
    // A GET declaring a large length is not an upload: it has no body to read.
    expect(roleForRequestHead(head(["GET /api/v1/invoices HTTP/1.1", "Content-Length: 50000000"]))).toBe("requests");
    expect(roleForRequestHead(head(["POST /api/v1/invoices HTTP/1.1", "Content-Length: 1000000"]))).toBe("requests");
    expect(roleForRequestHead(head(["POST /api/v1/invoices HTTP/1.1", "Content-Length: nonsense"]))).toBe("requests");
  });

  it("waits for the rest of a head split over several packets, but not past the head limit", () => {
    expect(roleForRequestHead(Buffer.from("POST /api/v1/documents HTTP/1.1\r\nContent-Length: 20000000\r\n"))).toBeUndefined();
    expect(roleForRequestHead(Buffer.from("GET /"))).toBeUndefined();
    expect(roleForRequestHead(Buffer.alloc(REQUEST_HEAD_LIMIT_BYTES, "a"))).toBe("requests");
  });
});
