import { describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { serverInstructions } from "@/lib/transports/mcp/server-instructions";
import { agentToolOperations } from "@/lib/registry/registry";

describe("MCP server instructions (generated from the registry)", () => {
  const now = new Date("2026-12-31T23:30:00Z"); // already 2026-12-31 in Lisbon (UTC+0 in winter)
  const instructions = serverInstructions(agentToolOperations, now);
  const writeLine = instructions.split("\n").find((line) => line.startsWith("These tools write"))!;
  const writing = writeLine.replace(/^[^:]+: /, "").replace(/\.$/, "").split(", ");

  it("names every tool that writes, and only those", () => {
    expect(writing.sort()).toEqual(agentToolOperations.filter((operation) => !operation.hints.readOnly).map((operation) => operation.name).sort());
    expect(writing.length).toBeGreaterThan(2);
  });

  it("groups every tool under its scope and gives today's Lisbon date", () => {
    for (const operation of agentToolOperations) expect(instructions).toMatch(new RegExp(`- ${operation.scope} \\(.*\\b${operation.name}\\b`));
    expect(instructions).toContain(`Today is ${lisbonToday(now)}`);
  });

  it("for a read-only set of tools, says none writes", () => {
    const readOnly = agentToolOperations.filter((operation) => operation.hints.readOnly);
    expect(serverInstructions(readOnly, now)).toContain("None of these tools writes.");
    expect(serverInstructions([], now)).toContain("This key opens no tools.");
  });
});
