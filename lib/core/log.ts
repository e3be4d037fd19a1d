import { writeSync } from "node:fs";

// Structured logs: one JSON object per line on stdout, ready for any log collector.
// Never pass secrets here: API keys are logged by their visible prefix only.
//
// Lines are gathered and written once per turn of the event loop: a write to a pipe is a synchronous
// system call in Node, and under load one per line (two per API write) was a tenth of the server's
// CPU. Errors go to stderr at once (after what is pending, so the order holds); what is pending when
// the process exits is written synchronously.

type Level = "info" | "warn" | "error";

const FLUSH_AT_BYTES = 64 * 1024;
let pending: string[] = [];
let pendingBytes = 0;
let flushScheduled = false;
let exitHookInstalled = false;

/** Writes the lines gathered so far (tests call it to read what was logged). */
export function flushLogs(): void {
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  pendingBytes = 0;
  process.stdout.write(text);
}

function flushAtExit(): void {
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  pendingBytes = 0;
  try {
    writeSync(1, text);
  } catch {
    // stdout already closed: nothing left to tell.
  }
}

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (level === "info" && process.env.LOG_REQUESTS === "0") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") {
    flushLogs();
    console.error(line);
    return;
  }
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", flushAtExit);
  }
  pending.push(`${line}\n`);
  pendingBytes += line.length + 1;
  if (pendingBytes >= FLUSH_AT_BYTES) flushLogs();
  else if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      flushLogs();
    });
  }
}
