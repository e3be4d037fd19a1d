import type { Scope } from "@/lib/kernel/scopes";

// What tools/list answers depends only on the key's scope set and read-only switch: the same tools, descriptions and JSON
// schemas. Converting them (45 zod schemas for an all-scope key) is most of a listing's cost, so the
// answer is made once per toolset and process; the endpoint stays stateless across instances.
// It is kept as JSON text: serializing the all-scope list again on every call made a cached
// tools/list cost 2.0 ms of server CPU against 1.4 for a tools/call (npm run bench).

const processWide = globalThis as unknown as { contabilistaToolLists?: Map<string, string> };
const toolLists = (processWide.contabilistaToolLists ??= new Map<string, string>());

/** What decides a key's tool list: its scopes, and whether its agent guard-rails make it read-only. */
export interface Toolset {
  scopes: readonly Scope[];
  readOnly: boolean;
}

const toolsetKey = ({ scopes, readOnly }: Toolset) => `${[...scopes].sort().join(" ")}${readOnly ? " (read-only)" : ""}`;

/** The tools/list result already made for this toolset, as JSON text, if any. */
export function cachedToolList(toolset: Toolset): string | undefined {
  return toolLists.get(toolsetKey(toolset));
}

/** Keeps a tools/list result for every key with the same toolset. */
export function rememberToolList(toolset: Toolset, result: unknown): void {
  toolLists.set(toolsetKey(toolset), JSON.stringify(result));
}

/** The JSON-RPC answer to a tools/list with this id, from the cached result's text: the bytes Response.json would make. */
export function toolListAnswer(id: string | number | null, cachedResult: string): Response {
  return new Response(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${cachedResult}}`, { headers: { "content-type": "application/json" } });
}
