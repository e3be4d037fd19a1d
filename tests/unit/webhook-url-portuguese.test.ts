import { afterEach, describe, expect, it, vi } from "vitest";
import { endpointUrlRefusal } from "@/lib/domains/webhooks/endpoint-url";
import { portugueseDetailText } from "@/lib/transports/web/portuguese-errors";

// Integrações shows a refused webhook URL's reason to a person: in Portuguese, whatever the reason
// (the API keeps its English `details[].message`). Each URL below is refused for a different reason.

afterEach(() => vi.unstubAllEnvs());

describe("a refused webhook URL, on the web page", () => {
  it("reads every refusal reason in Portuguese", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("WEBHOOKS_ALLOW_LOCALHOST", "0");
    const urls = ["exemplo.pt/webhooks", "https://user:secret@93.184.216.34/hook", "ftp://93.184.216.34/hook", "https://name.invalid/hook", "https://127.0.0.1/hook", "https://10.0.0.7/hook", "http://93.184.216.34/hook"];
    const reasons = new Set<string>();
    for (const url of urls) {
      const refusal = await endpointUrlRefusal(url);
      expect(refusal, url).not.toBeNull();
      reasons.add(refusal!);
      const portuguese = portugueseDetailText(refusal!);
      expect(portuguese, `${url}: ${refusal}`).not.toBe(refusal);
      expect(portuguese, url).not.toBe("não é válido");
    }
    expect(reasons.size).toBe(6); // ftp:// and http:// to a public host share the https reason
  });
});
