import { createHash } from "node:crypto";
import type IORedis from "ioredis";

// @upstash/ratelimit talks to Redis through `evalsha`/`eval` (`get`/`set` for dynamic limits, `del` to reset a key).
// This adapter lets it run on any Redis reachable over TCP through ioredis. Its Lua scripts start
// with `#!lua flags=allow-key-locking`, a flag open-source Redis 7.0 rejects, so the first line is
// stripped; the library's script hash is mapped to the stripped script's hash so that the steady
// state stays one EVALSHA round trip.

const SHEBANG = /^#!lua[^\n]*\n/;

function sha1(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** How long a request waits for the first connection of a starting instance. */
const FIRST_CONNECTION_WAIT_MS = 3_000;

export class IORedisForRatelimit {
  private readonly strippedHashByLibraryHash = new Map<string, string>();
  private firstConnection: Promise<void> | null;

  constructor(private readonly client: IORedis) {
    // Commands fail at once while disconnected (no offline queue), which is the fail-over we want when
    // Redis goes down, but not while a freshly started instance is still connecting: requests then
    // would be counted in-process and two new instances would each admit the whole limit.
    this.firstConnection =
      client.status === "ready"
        ? null
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              client.off("ready", done);
              this.firstConnection = null;
              resolve();
            };
            const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
            client.once("ready", done);
          });
  }

  /** Resolves once the first connection is made (or its wait is over). */
  async ready(): Promise<void> {
    if (this.firstConnection) await this.firstConnection;
  }

  async evalsha(libraryHash: string, keys: string[], args: unknown[]): Promise<unknown> {
    if (this.firstConnection) await this.firstConnection;
    const strippedHash = this.strippedHashByLibraryHash.get(libraryHash);
    // Unknown script: answer as Redis would, so the library falls back to `eval` with the source.
    if (!strippedHash) throw new Error("NOSCRIPT No matching script (adapter has not seen it yet)");
    return this.client.evalsha(strippedHash, keys.length, ...keys, ...args.map(String));
  }

  async eval(script: string, keys: string[], args: unknown[]): Promise<unknown> {
    if (this.firstConnection) await this.firstConnection;
    const stripped = script.replace(SHEBANG, "");
    this.strippedHashByLibraryHash.set(sha1(script), sha1(stripped));
    return this.client.eval(stripped, keys.length, ...keys, ...args.map(String));
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(key);
  }

  async del(...keys: string[]): Promise<number> {
    return this.client.del(...keys);
  }

  async set(key: string, value: unknown): Promise<"OK"> {
    await this.client.set(key, String(value));
    return "OK";
  }
}
