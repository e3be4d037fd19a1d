import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_ENTRIES = ["app", "lib", "components", "seeds", "next.config.ts", "tsconfig.json", "package-lock.json"];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(projectRoot = process.cwd()): boolean {
  const buildId = path.join(projectRoot, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCE_ENTRIES.some((entry) => newestModification(path.join(projectRoot, entry)) > builtAt);
}

export async function runNextBuild(projectRoot = process.cwd(), quiet = false): Promise<void> {
  const next = path.join(projectRoot, "node_modules", ".bin", "next");
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(next, ["build"], {
      cwd: projectRoot,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    });
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}
