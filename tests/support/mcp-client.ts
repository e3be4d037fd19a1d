import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { inject } from "vitest";

/** A real MCP client (the SDK's) connected to the server under test with an API key. */
export async function connectMcp(key: string): Promise<{ client: Client; httpRequests: () => number; settled: () => Promise<void>; statuses: number[] }> {
  let requests = 0;
  let inFlight = 0;
  const statuses: number[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(`${inject("baseUrl")}/api/mcp/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
    fetch: async (url, init) => {
      requests++;
      inFlight++;
      try {
        const response = await fetch(url, init);
        statuses.push(response.status);
        return response;
      } finally {
        inFlight--;
      }
    },
  });
  const client = new Client({ name: "contabilista-tests", version: "1.0.0" });
  await client.connect(transport);
  // The SDK client opens its optional event stream (a GET, 405 here) after `initialized` without
  // awaiting it, so a count read right after a call can miss it: wait until nothing is in flight.
  const settled = async () => {
    for (let quiet = 0; quiet < 3; quiet = inFlight === 0 ? quiet + 1 : 0) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { client, httpRequests: () => requests, settled, statuses };
}
