import { handleMcpRequest } from "@/lib/transports/mcp/mcp-endpoint";

// The MCP endpoint's own path as a static route: Next.js matches it without the dynamic-segment work
// of app/api/mcp/[transport] (which stays, so any other /api/mcp/* path gets the endpoint's JSON 404).

export const dynamic = "force-dynamic";
export const maxDuration = 60;

export { handleMcpRequest as GET, handleMcpRequest as POST, handleMcpRequest as DELETE };
