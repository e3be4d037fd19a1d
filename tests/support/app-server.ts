import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePort } from "@/lib/runtime/embedded-database";

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/** Starts the production build on a free port with the given environment, through the same custom server as `npm start`. */
export async function startAppServer(env: Record<string, string | undefined>, port?: number): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  // One process (tsx as a loader, not its CLI wrapper), so that killing it kills the server.
  // SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a bench.
  const nodeArguments = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArguments, "--import", "tsx", "lib/runtime/server.ts", "--port", String(chosenPort), "--hostname", "127.0.0.1"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      NEXTAUTH_URL: `http://127.0.0.1:${chosenPort}`,
      ...env,
    } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  await waitUntilHealthy(baseUrl, child, () => output);
  return {
    baseUrl,
    port: chosenPort,
    process: child,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

export async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output().slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output().slice(-3000)}`);
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
