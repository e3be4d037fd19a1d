import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { allocatorEnvironment } from "@/lib/transports/server/allocator-arenas";
import { freePort } from "@/lib/transports/server/embedded-database";

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/**
 * Starts the production build on a free port with the given environment, through the same custom server as `npm start`.
 * A free port can be taken by another test's server between choosing it and listening on it; /api/health
 * would then be answered by that other server. So the child must also say it is listening (the
 * `mail_transport` line it logs right after `listen`) or stay alive; one that exits with EADDRINUSE is
 * started again on another port.
 */
export async function startAppServer(env: Record<string, string | undefined>, port?: number, options: { nodeArguments?: string[] } = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const started = spawnAppServer(env, port ?? (await freePort()), options.nodeArguments ?? []);
    try {
      await waitUntilHealthy(started.baseUrl, started.process, started.output);
      await waitUntilListeningItself(started.process, started.output);
      return started;
    } catch (error) {
      await started.stop();
      if (port === undefined && attempt < 3 && started.output().includes("EADDRINUSE")) continue;
      throw error;
    }
  }
}

function spawnAppServer(env: Record<string, string | undefined>, chosenPort: number, extraNodeArguments: string[]): RunningServer {
  // One process (tsx as a loader, not its CLI wrapper), so that killing it kills the server.
  // SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a bench.
  const nodeArguments = [...(process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean), ...extraNodeArguments];
  const child = spawn(process.execPath, [...nodeArguments, "--import", "tsx", "lib/transports/server/server.ts", "--port", String(chosenPort), "--hostname", "127.0.0.1"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      // The allocator as npm start sets it (lib/transports/server/allocator-arenas.ts), so tests and the bench measure that server.
      ...allocatorEnvironment(),
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
  return {
    baseUrl: `http://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    process: child,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

/** Until the child logs its first line after `listen`; throws if it exits first (its port was taken). */
async function waitUntilListeningItself(child: ChildProcess, output: () => string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output().slice(-3000)}`);
    if (output().includes('"event":"mail_transport"')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // No such line (LOG_REQUESTS=0 with SMTP_URL set logs it at a level that is not printed): alive is enough.
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
