import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { transactionScope } from "@/lib/core/db/scoped-transaction";

export type Database = InstanceType<typeof PrismaClient>;

function createDatabase(): Database {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded database)");
  // The embedded database (PGlite) is one connection; a bigger pool would interleave transactions.
  const max = Number(process.env.DATABASE_POOL_MAX ?? 10);
  const adapter = new PrismaPg({ connectionString, max, connectionTimeoutMillis: 5_000 });
  return new PrismaClient({ adapter });
}

const processWide = globalThis as unknown as { contabilistaDatabase?: Database };

/** The Prisma client, one per process (route handlers, CLIs and tests share it); inside a scoped transaction (lib/core/db/scoped-transaction.ts), that one. */
export function database(): Database {
  const scoped = transactionScope.getStore();
  if (scoped) return scoped as Database;
  processWide.contabilistaDatabase ??= createDatabase();
  return processWide.contabilistaDatabase;
}
