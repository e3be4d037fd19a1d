import { spawn } from "node:child_process";
import path from "node:path";

/** Applies the committed migrations with `prisma migrate deploy` (JS schema engine, see prisma.config.ts). */
export async function applyMigrations(databaseUrl: string, projectRoot = process.cwd()): Promise<void> {
  const prisma = path.join(projectRoot, "node_modules", ".bin", "prisma");
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(prisma, ["migrate", "deploy"], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => output.push(String(chunk)));
    child.stderr.on("data", (chunk) => output.push(String(chunk)));
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`prisma migrate deploy failed (exit ${code}):\n${output.join("")}`);
}
