import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * PostgreSQL with no server to install: PGlite (Postgres compiled to WebAssembly) keeps its files in
 * `<dataDir>/pglite` and speaks the wire protocol on a loopback port, so Prisma and the CLIs connect
 * to it like to any PostgreSQL. It executes one query at a time: clients use a pool of one.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const directory = path.resolve(dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create(directory);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 8 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
