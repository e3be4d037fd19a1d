import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { UPLOAD_THREAD_NICE } from "@/lib/core/threads/lower-thread-priority";
import { startAppServer, type RunningServer } from "../support/app-server";
import { cpuTicks, serverProcesses, waitFor } from "../support/process-watch";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// The large-body process (lib/transports/server/large-body-process.ts; on by default with PostgreSQL and Redis,
// as here): the primary hands each connection to the process for its first request — bodies over the JSON limit to a process of their own, the rest to the
// requests process. Needs PostgreSQL and Redis, as every several-process server does.

/** The server's processes by role (one of each here). */
function processesByRole(server: RunningServer): Map<string, number> {
  return new Map(serverProcesses(server).map(({ pid, role }) => [role, pid]));
}

/** Raw HTTP/1.1 over one connection, the request written in the given pieces with a pause between them. */
function rawRequest(baseUrl: string, pieces: Buffer[], pauseMs = 30): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((wait) => setTimeout(wait, pauseMs));
      }
    });
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(received).toString("utf8")));
    socket.on("error", reject);
    socket.setTimeout(60_000, () => socket.destroy(new Error("no answer")));
  });
}

/** A 2.9 MB noise PNG: over the 1 MB JSON limit, so a large body. */
function noisePng(): Promise<Buffer> {
  const side = 1000;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** A multipart upload of `picture` as raw HTTP/1.1: its head and its body. */
function uploadRequest(host: string, key: string, picture: Buffer, fileName: string, connection: "close" | "keep-alive"): { head: Buffer; body: Buffer } {
  const boundary = "limite-de-teste";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = Buffer.from(`POST /api/v1/documents HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.byteLength}\r\nConnection: ${connection}\r\n\r\n`);
  return { head, body };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.runIf(inject("mode") === "services")("large bodies in a process of their own (the default with PostgreSQL and Redis)", () => {
  let server: RunningServer;
  let key: string;

  beforeAll(async () => {
    server = await startAppServer({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "10", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: `ctb-large-body-${Date.now().toString(36)}` });
    const company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 100_000 })).key;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves uploads in the large-body process and keeps it away from the requests process", async () => {
    const roles = await waitFor(() => processesByRole(server), (found) => found.size === 2);
    expect([...roles.keys()].sort()).toEqual(["large-bodies", "requests"]);
    // Both processes warm their routes after start: measured after that, their CPU is the requests'.
    await waitFor(() => server.output().split('"event":"api_routes_warmed"').length - 1, (warmed) => warmed >= 2, 60_000);
    const pictures = await Promise.all(Array.from({ length: 4 }, noisePng));
    const host = new URL(server.baseUrl).host;
    const before = new Map([...roles].map(([role, pid]) => [role, cpuTicks(pid)]));
    // Each on a new connection, as a client with no kept-alive connection sends them.
    const answers = await Promise.all(
      pictures.map((picture, index) => {
        const { head, body } = uploadRequest(host, key, picture, `grande-${index}.png`, "close");
        return rawRequest(server.baseUrl, [head, body], 0);
      }),
    );
    const used = new Map([...roles].map(([role, pid]) => [role, cpuTicks(pid) - before.get(role)!]));
    expect(answers.map((answer) => answer.slice(0, 12))).toEqual(Array(4).fill("HTTP/1.1 201"));
    const ids = answers.map((answer) => /"id":"([^"]+)"/.exec(answer)![1]!);
    const stored = await testDatabase().expenseDocument.findMany({ where: { id: { in: ids } }, select: { sha256: true } });
    expect(stored.map((row) => row.sha256).sort()).toEqual(pictures.map(sha256).sort());
    expect(used.get("large-bodies")!).toBeGreaterThan(5 * Math.max(1, used.get("requests")!));
  });

  it("runs the large-body process at a lower CPU priority than the requests process", async () => {
    const roles = await waitFor(() => processesByRole(server), (found) => found.size === 2);
    // Field 19 of /proc/<pid>/stat (the main thread's nice value), counted from the state field (3) after the name.
    const nice = (pid: number) => {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    };
    expect(nice(roles.get("requests")!)).toBe(0);
    expect(nice(roles.get("large-bodies")!)).toBe(UPLOAD_THREAD_NICE);
  });

  it("routes a request whose head arrives in several pieces, and keeps the body bytes sent with it", async () => {
    const picture = await noisePng();
    const { head, body } = uploadRequest(new URL(server.baseUrl).host, key, picture, "aos-bocados.png", "close");
    // The head in three pieces, the last one carrying the first 64 KB of the body.
    const answer = await rawRequest(server.baseUrl, [head.subarray(0, 10), head.subarray(10, 60), Buffer.concat([head.subarray(60), body.subarray(0, 65_536)]), body.subarray(65_536)]);
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    const id = /"id":"([^"]+)"/.exec(answer)?.[1];
    const row = await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: id! }, select: { sha256: true } });
    expect(row.sha256).toBe(sha256(picture));
  });

  it("closes a kept-alive connection after an upload sent on it, so the next one goes to the large-body process", async () => {
    const picture = await noisePng();
    const host = new URL(server.baseUrl).host;
    const light = Buffer.from(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    const { head, body } = uploadRequest(host, key, picture, "na-mesma-ligacao.png", "keep-alive");
    // A light request, then an upload on the same connection: both answered by the requests process, which
    // keeps the connection after the first and closes it after the second (the client asked to keep it).
    const answer = await rawRequest(server.baseUrl, [light, Buffer.concat([head, body])], 300);
    const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(second).toMatch(/^HTTP\/1\.1 201/);
    expect(second!.slice(0, second!.indexOf("\r\n\r\n"))).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("replaces the large-body process when it dies, with one of the same role", async () => {
    const roles = await waitFor(() => processesByRole(server), (found) => found.size === 2);
    const victim = roles.get("large-bodies")!;
    process.kill(victim, "SIGKILL");
    const replaced = await waitFor(() => processesByRole(server), (found) => found.size === 2 && found.get("large-bodies") !== victim);
    expect(replaced.get("large-bodies")).not.toBe(victim);
    expect(replaced.get("requests")).toBe(roles.get("requests"));
    await waitFor(() => server.output(), (output) => output.includes('"event":"server_process_exited"'));
    const { head, body } = uploadRequest(new URL(server.baseUrl).host, key, await noisePng(), "depois.png", "close");
    expect(await rawRequest(server.baseUrl, [head, body], 0)).toMatch(/^HTTP\/1\.1 201/);
  });
});
