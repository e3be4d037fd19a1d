import type { Scope } from "@/lib/auth/scopes";

// What tools/list answers depends only on the key's scope set: the same tools, descriptions and JSON
// schemas. Converting them (25 zod schemas for an all-scope key) is most of a listing's cost, so the
// answer is made once per scope set and process; the endpoint stays stateless across instances.

const processWide = globalThis as unknown as { contabilistaToolLists?: Map<string, unknown> };
const toolLists = (processWide.contabilistaToolLists ??= new Map());

const scopeSet = (scopes: readonly Scope[]) => [...scopes].sort().join(" ");

/** The tools/list result already made for this scope set, if any. */
export function cachedToolList(scopes: readonly Scope[]): unknown {
  return toolLists.get(scopeSet(scopes));
}

/** Keeps a tools/list result for every key with the same scopes. */
export function rememberToolList(scopes: readonly Scope[], result: unknown): void {
  toolLists.set(scopeSet(scopes), result);
}
