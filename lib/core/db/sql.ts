import {
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Driver,
  type Generated,
  InsertQueryNode,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RawBuilder,
  sql,
  UpdateQueryNode,
} from "kysely";
import type { Prisma } from "@/lib/generated/prisma/client.ts";

// How SQL is written here (docs/architecture.md): a statement Prisma's query API cannot say is built
// with Kysely, typed against the tables of prisma/schema.prisma, and run through the Prisma client it
// is given — the process client or the operation's transaction (`database()`), so it takes part in
// that transaction, its savepoints and its locks, on PostgreSQL and on the embedded PGlite alike.
//
// The tables are derived from the Prisma client's own model types rather than from a second generator:
// nothing more to generate or install, and a column's type is exactly what the client answers for it
// through the driver adapter (bigint for BigInt, Uint8Array for Bytes, Date for DateTime, enums as their
// literals); prisma-kysely's pg-driver defaults (BigInt as string, Bytes as Buffer) would be wrong for
// rows that come back through Prisma, and its Prisma 6 line is frozen (its current line needs Prisma 7
// and Node 22, as does Kysely 0.29: hence Kysely 0.28).

type Models = Prisma.TypeMap["model"];
type Columns<M extends Prisma.ModelName> = Models[M]["payload"]["scalars"];
/** A row as `createMany` takes it: the columns with a default (or nullable) are optional there. */
type CreateRow<M extends Prisma.ModelName> = Exclude<Models[M]["operations"]["createMany"]["args"]["data"], readonly unknown[]>;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** One table: every column as the client reads it; one with a default may be left out of an INSERT. */
type Table<M extends Prisma.ModelName> = {
  [C in keyof Columns<M>]: C extends OptionalKeys<CreateRow<M>> ? (null extends Columns<M>[C] ? Columns<M>[C] : Generated<Columns<M>[C]>) : Columns<M>[C];
};

/** Every table of prisma/schema.prisma (named as its model: the schema maps no names). */
export type DB = { [M in Prisma.ModelName]: Table<M> };

/** What a Prisma client or transaction client offers for statements it did not build. */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

class PrismaConnection implements DatabaseConnection {
  constructor(private readonly client: RawSqlClient) {}

  async executeQuery<R>({ sql: text, parameters, query }: CompiledQuery): Promise<QueryResult<R>> {
    // A write without RETURNING answers the number of rows it touched, as Kysely expects.
    const counted = (InsertQueryNode.is(query) || UpdateQueryNode.is(query) || DeleteQueryNode.is(query)) && !query.returning;
    if (counted) return { rows: [], numAffectedRows: BigInt(await this.client.$executeRawUnsafe(text, ...parameters)) };
    return { rows: await this.client.$queryRawUnsafe<R[]>(text, ...parameters) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("sqlOf: streaming is not supported: Prisma answers whole results");
  }
}

/** Kysely's driver over one Prisma client: no pool or transaction of its own, Prisma's are used. */
class PrismaDriver implements Driver {
  constructor(private readonly client: RawSqlClient) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PrismaConnection(this.client);
  }
  async beginTransaction(): Promise<void> {
    throw new Error("sqlOf: open transactions with Prisma ($transaction, inOneTransaction), not Kysely");
  }
  async commitTransaction(): Promise<void> {
    throw new Error("sqlOf: transactions are Prisma's");
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error("sqlOf: transactions are Prisma's");
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const builders = new WeakMap<RawSqlClient, Kysely<DB>>();

/**
 * The typed query builder that runs its statements through `db` (a Prisma client or transaction
 * client): `await sqlOf(tx).selectFrom("Invoice").select("id").where("companyId", "=", id).execute()`.
 * One builder per client, kept as long as the client is.
 */
export function sqlOf(db: RawSqlClient): Kysely<DB> {
  let builder = builders.get(db);
  if (!builder) {
    builder = new Kysely<DB>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new PrismaDriver(db),
        createIntrospector: (kysely) => new PostgresIntrospector(kysely),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    builders.set(db, builder);
  }
  return builder;
}

/** Now as Prisma stores DateTime columns: a UTC timestamp without a zone. */
export const utcNow = sql<Date>`(now() AT TIME ZONE 'UTC')`;

/** A constant written into the statement (not a parameter), typed as its literal: `lit("pending")` compares with an enum column. */
export function lit<const Value extends string | number | boolean>(value: Value): RawBuilder<Value> {
  return sql.lit(value);
}

export { sql };
