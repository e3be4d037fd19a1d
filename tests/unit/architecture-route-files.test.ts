import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "@/lib/registry/registry";

// Each URL path is written twice: in an operation's `http.path` and in the folders of its route
// file. This test keeps them in step, so a renamed folder cannot break the OpenAPI promise silently.

const API_ROOT = path.resolve(import.meta.dirname, "../../app/api/v1");
/** Route files that are not registry operations: the OpenAPI document and the 404 catch-all. */
const NOT_OPERATIONS = new Set(["/openapi.json", "/{...path}"]);
const ONE_LINE_ROUTE = /^export const \{ GET, POST, PUT, PATCH, DELETE \} = restRoute\(\{ ((?:[A-Z]+: operations\.\w+(?:, )?)+) \}\);$/m;

function routeFiles(directory: string, urlPath = ""): { urlPath: string; file: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[(\.\.\.)?(\w+)\]$/, (_, rest: string | undefined, name: string) => `{${rest ?? ""}${name}}`);
      return routeFiles(path.join(directory, entry.name), `${urlPath}/${segment}`);
    }
    return entry.name === "route.ts" ? [{ urlPath, file: path.join(directory, entry.name) }] : [];
  });
}

const served = routeFiles(API_ROOT)
  .filter((route) => !NOT_OPERATIONS.has(route.urlPath))
  .flatMap(({ urlPath, file }) => {
    const match = ONE_LINE_ROUTE.exec(readFileSync(file, "utf8"));
    if (!match) return [{ urlPath, file, method: "?", name: "(not a one-line restRoute file)" }];
    return match[1]!.split(", ").map((pair) => {
      const [method, reference] = pair.split(": ");
      return { urlPath, file, method: method!, name: reference!.replace("operations.", "") };
    });
  });

describe("route files and the registry", () => {
  it("every route file is one restRoute line naming registry operations", () => {
    expect(served.filter((route) => route.method === "?").map((route) => route.file)).toEqual([]);
  });

  it("every route serves its operation at the operation's own path and method", () => {
    const mismatches = served
      .filter((route) => route.method !== "?")
      .flatMap((route) => {
        const operation = operations[route.name as keyof typeof operations];
        if (!operation) return [`${route.file}: '${route.name}' is not in the registry`];
        if (operation.http.path !== route.urlPath || operation.http.method !== route.method) {
          return [`${route.name}: declared ${operation.http.method} ${operation.http.path}, served as ${route.method} ${route.urlPath}`];
        }
        return [];
      });
    expect(mismatches).toEqual([]);
  });

  it("every registry operation is served by exactly one route file", () => {
    const counts = Object.keys(operations).map((name) => [name, served.filter((route) => route.name === name).length] as const);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });
});
