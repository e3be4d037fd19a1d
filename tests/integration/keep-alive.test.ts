import { Agent, get, type IncomingMessage } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, inject, it } from "vitest";

// A client that keeps its connection open between requests (browsers, Playwright, SDKs with a keep-alive agent)
// must not have it closed by the server while it is reusing it: with Node's default of 5 s the server closed idle
// sockets that clients reused a moment later, and the request died with ECONNRESET (seen in the lists browser test's
// CSV export). The server keeps idle connections longer than the usual client and proxy idle timeouts.

function request(agent: Agent, url: string): Promise<{ response: IncomingMessage; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ response, reusedSocket: outgoing.reusedSocket }));
    });
    outgoing.on("error", reject);
  });
}

describe("keep-alive", () => {
  it("keeps an idle kept-alive connection open past Node's 5 s default, so the client's next request reuses it", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const url = `${inject("baseUrl")}/api/health`;
      const first = await request(agent, url);
      expect(first.response.statusCode).toBe(200);
      expect(first.response.headers["keep-alive"]).toMatch(/timeout=6\d/);
      await sleep(6_500);
      const second = await request(agent, url);
      expect(second.response.statusCode).toBe(200);
      expect(second.reusedSocket, "the socket opened for the first request answered the second").toBe(true);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
