import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config";
import { SERIAL_INTEGRATION_FILES, integrationWorkers } from "../support/integration-groups";

const root = path.resolve(import.meta.dirname, "../..");
const integrationFolders = ["tests/integration", "tests/e2e", "tests/scale"];
const integrationFiles = integrationFolders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${folder}/${file}`),
);

type ProjectTest = { name: string; include?: string[]; exclude?: string[]; maxWorkers?: number; fileParallelism?: boolean; sequence?: { groupOrder?: number } };
const projects = (config.test?.projects ?? []) as { test: ProjectTest }[];
const project = (name: string) => projects.find((entry) => entry.test.name === name)?.test;

describe("integration groups (vitest.config.ts)", () => {
  it("lists only serial files that exist, each with its reason", () => {
    for (const [file, reason] of Object.entries(SERIAL_INTEGRATION_FILES)) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });

  it("puts every integration file in exactly one of the two projects", () => {
    const serial = project("integration-serial");
    const parallel = project("integration-parallel");
    expect(serial?.include?.slice().sort()).toEqual(Object.keys(SERIAL_INTEGRATION_FILES).sort());
    expect(parallel?.exclude?.slice().sort()).toEqual(Object.keys(SERIAL_INTEGRATION_FILES).sort());
    expect(parallel?.include).toEqual(integrationFolders.map((folder) => `${folder}/**/*.test.ts`));
    expect(integrationFiles.length).toBeGreaterThan(Object.keys(SERIAL_INTEGRATION_FILES).length);
  });

  it("runs the serial files alone and after the parallel group", () => {
    const serial = project("integration-serial")!;
    const parallel = project("integration-parallel")!;
    expect(serial.maxWorkers).toBe(1);
    expect(serial.fileParallelism).toBe(false);
    expect(serial.sequence!.groupOrder!).toBeGreaterThan(parallel.sequence!.groupOrder!);
    expect(parallel.maxWorkers).toBe(integrationWorkers());
  });

  it("takes the parallel group's width from INTEGRATION_WORKERS, else half the cores", () => {
    const before = process.env.INTEGRATION_WORKERS;
    try {
      process.env.INTEGRATION_WORKERS = "3";
      expect(integrationWorkers()).toBe(3);
      const halfTheCores = Math.max(1, Math.floor(availableParallelism() / 2));
      for (const ignored of ["zero", "0", "-2", "1.5", ""]) {
        process.env.INTEGRATION_WORKERS = ignored;
        expect(integrationWorkers(), ignored).toBe(halfTheCores);
      }
      delete process.env.INTEGRATION_WORKERS;
      expect(integrationWorkers()).toBe(halfTheCores);
    } finally {
      if (before === undefined) delete process.env.INTEGRATION_WORKERS;
      else process.env.INTEGRATION_WORKERS = before;
    }
  });
});
