import { handleMcpRequest } from "@/lib/transports/mcp/mcp-endpoint";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

export { handleMcpRequest as GET, handleMcpRequest as POST, handleMcpRequest as DELETE };
