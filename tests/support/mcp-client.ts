import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { inject } from "vitest";

/** A real MCP client (the SDK's) connected to the server under test with an API key. */
export async function connectMcp(key: string): Promise<{ client: Client; httpRequests: () => number; statuses: number[] }> {
  let requests = 0;
  const statuses: number[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(`${inject("baseUrl")}/api/mcp/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
    fetch: async (url, init) => {
      requests++;
      const response = await fetch(url, init);
      statuses.push(response.status);
      return response;
    },
  });
  const client = new Client({ name: "contabilista-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, httpRequests: () => requests, statuses };
}
