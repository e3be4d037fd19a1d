import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";

export const dynamic = "force-dynamic";

/** Unauthenticated liveness and readiness: the process answers and the database runs a query. */
export async function GET(): Promise<Response> {
  const startedAt = performance.now();
  try {
    await sql`SELECT 1`.execute(sqlOf(database()));
    const databaseMs = Math.round((performance.now() - startedAt) * 10) / 10;
    return Response.json({ success: true, data: { status: "ok", database: "up", databaseMs } }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { success: false, error: { code: "service_unavailable", message: "The database is not answering.", requestId: "health" } },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  }
}
