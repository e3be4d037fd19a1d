import pg from "pg";

// Prisma's JS schema engine reads catalog columns typed `name` (OID 19) and `"char"` (OID 18),
// which @prisma/adapter-pg cannot deserialize (prisma/orm#27403). Reporting them as `text` (OID 25)
// is exact for their values. Used only by the migration CLI, never by the application.
const CATALOG_TEXT_OIDS = new Set([18, 19]);
const TEXT_OID = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] } | undefined;

function reportCatalogColumnsAsText<T extends QueryResultLike>(result: T): T {
  for (const field of result?.fields ?? []) {
    if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogTolerantClient extends pg.Client {
  // pg.Client#query has many overloads (promise, callback, submittable); patch results in each form.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const callbackIndex = args.findIndex((arg) => typeof arg === "function");
    if (callbackIndex >= 0) {
      const callback = args[callbackIndex];
      args[callbackIndex] = (error: Error | null, result: QueryResultLike) =>
        callback(error, error ? result : reportCatalogColumnsAsText(result));
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const returned = (super.query as any)(...args);
    return returned && typeof returned.then === "function"
      ? returned.then(reportCatalogColumnsAsText)
      : returned;
  }
}

export function createMigrationPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 1, Client: CatalogTolerantClient });
}
