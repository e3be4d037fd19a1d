import { mkdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { processIsAlive, readRuntimeFile, removeOwnRuntimeFile, writeRuntimeFile, type RuntimeInfo } from "./runtime-file";

// PGlite is one process's database: two processes opening the same files (two `npm start` in one
// folder, or the operator CLI beside a server) write over each other and can corrupt them. Whoever
// opens the embedded database first takes an exclusive lock on its data folder; everyone else is
// refused before touching a file, and is told who holds it (runtime-file.ts).
//
// proper-lockfile: the lock is a directory made atomically with mkdir (works on every file system,
// also network ones), kept fresh by its holder; a holder killed with -9 leaves a lock that is stale
// (older than STALE_MS) and taken over. It releases its locks when the process exits.

const STALE_MS = 20_000;
const UPDATE_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: RuntimeInfo | null,
  ) {
    super(describeHolder(dataDir, holder));
  }
}

function describeHolder(dataDir: string, holder: RuntimeInfo | null): string {
  const folder = path.relative(process.cwd(), dataDir) || ".";
  const advice = `Stop it first, or give this one another folder with CONTABILISTA_DATA_DIR.`;
  if (!holder) return `The data folder ${folder}/ is in use by another process. ${advice}`;
  if (holder.command === "npm start" && holder.url) return `Contabilista is already running at ${holder.url} (pid ${holder.pid}) with the data folder ${folder}/. ${advice}`;
  return `The data folder ${folder}/ is in use by \`${holder.command}\` (pid ${holder.pid}). ${advice}`;
}

export interface DataDirLock {
  /** Adds to what this holder tells the others (e.g. its database's address once ready). */
  publish: (info: Partial<RuntimeInfo>) => void;
  /** Removes the runtime file and releases the lock (safe to call more than once). */
  release: () => Promise<void>;
}

/** Takes the data folder's lock, or throws DataDirInUseError naming its holder. Creates the folder if needed. */
export async function lockDataDir(dataDir: string, holder: Omit<RuntimeInfo, "pid">, options: { staleMs?: number } = {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const stale = options.staleMs ?? STALE_MS;
  const lockOptions = {
    lockfilePath: path.join(dataDir, "server.lock"),
    realpath: false,
    stale,
    update: Math.min(UPDATE_MS, stale / 2),
    // The lock went stale while held (an event loop blocked for longer than STALE_MS) and another
    // process may take it now: say so loudly rather than crash a server that is serving.
    onCompromised: (error: Error) => console.error(`The lock on ${dataDir} was lost (${error.message}); another start could now open the same database.`),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, lockOptions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const current = readRuntimeFile(dataDir);
    // Held by a process that is gone (killed with -9): its lock turns stale within `stale` ms, then is ours.
    if (!current || processIsAlive(current.pid)) throw new DataDirInUseError(dataDir, current);
    console.log(`A previous run (pid ${current.pid}) stopped without releasing ${dataDir}; waiting for its lock to expire (up to ${Math.round(stale / 1000)} s)…`);
    try {
      release = await lockfile.lock(dataDir, { ...lockOptions, retries: { retries: Math.ceil(stale / 1000) + 2, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 } });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== "ELOCKED") throw retryError;
      throw new DataDirInUseError(dataDir, readRuntimeFile(dataDir));
    }
  }
  let info: RuntimeInfo = { pid: process.pid, ...holder };
  writeRuntimeFile(dataDir, info);
  let released = false;
  return {
    publish(more) {
      info = { ...info, ...more };
      writeRuntimeFile(dataDir, info);
    },
    async release() {
      if (released) return;
      released = true;
      removeOwnRuntimeFile(dataDir);
      await release().catch(() => undefined);
    },
  };
}
