import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";

// An integrator's full sync: page through every invoice of a large company with the cursor, one page
// after the other, as GET /invoices?limit=N&cursor=… answers. Every page is timed (target: p99 < 50 ms)
// and every id must be seen exactly once.

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function measureInvoicePaging(db: Database, baseUrl: string, companyId: string, expected: number): Promise<string[]> {
  const key = await createApiKey(db, { companyId, name: "bench paging", scopes: ["read"], rateLimitPerMinute: 1_000_000_000 });
  const lines: string[] = [];
  for (const limit of [200, 50]) {
    const pageMs: number[] = [];
    const seen = new Set<string>();
    let rows = 0;
    let cursor: string | null = null;
    do {
      const url = `${baseUrl}/api/v1/invoices?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const started = performance.now();
      const response = await fetch(url, { headers: { Authorization: `Bearer ${key.plaintext}` } });
      const body = (await response.json()) as { data: { faturas: { id: string }[]; nextCursor: string | null; hasMore: boolean } };
      pageMs.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`paging: ${response.status} on ${url}`);
      for (const invoice of body.data.faturas) seen.add(invoice.id);
      rows += body.data.faturas.length;
      cursor = body.data.hasMore ? body.data.nextCursor : null;
    } while (cursor);
    const sorted = [...pageMs].sort((a, b) => a - b);
    const exact = rows === expected && seen.size === expected;
    lines.push(
      `page through ${expected.toLocaleString("pt-PT")} invoices, limit ${limit}: ${pageMs.length} pages in ${Math.round(pageMs.reduce((a, b) => a + b, 0))} ms; per page p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms (target p99 < 50 ms); ${exact ? "every invoice exactly once ✓" : `✗ ${rows} rows, ${seen.size} distinct`}`,
    );
  }
  return lines;
}
