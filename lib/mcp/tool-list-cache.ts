import type { Scope } from "@/lib/auth/scopes";

// What tools/list answers depends only on the key's scope set and read-only switch: the same tools, descriptions and JSON
// schemas. Converting them (25 zod schemas for an all-scope key) is most of a listing's cost, so the
// answer is made once per toolset and process; the endpoint stays stateless across instances.

const processWide = globalThis as unknown as { contabilistaToolLists?: Map<string, unknown> };
const toolLists = (processWide.contabilistaToolLists ??= new Map());

/** What decides a key's tool list: its scopes, and whether its agent guard-rails make it read-only. */
export interface Toolset {
  scopes: readonly Scope[];
  readOnly: boolean;
}

const toolsetKey = ({ scopes, readOnly }: Toolset) => `${[...scopes].sort().join(" ")}${readOnly ? " (read-only)" : ""}`;

/** The tools/list result already made for this toolset, if any. */
export function cachedToolList(toolset: Toolset): unknown {
  return toolLists.get(toolsetKey(toolset));
}

/** Keeps a tools/list result for every key with the same toolset. */
export function rememberToolList(toolset: Toolset, result: unknown): void {
  toolLists.set(toolsetKey(toolset), result);
}
