import autocannon from "autocannon";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";
import { nifCheckDigit } from "@/lib/core/nif";
import { processTreeCpuMs } from "./server-cpu";

// POST /api/v1/invoices at 50 connections (issue 18), printed by npm run bench with its targets:
//  - one company: every request takes the same series lock, so this measures the serialised section
//    (target ≥ 150/s, p99 < 500 ms);
//  - 50 companies, one connection each: series never contend (target ≥ 300/s);
//  - 50 companies again on a server of WEB_CONCURRENCY processes (one per core; run.ts starts it):
//    what the same machine gives when every core answers requests;
// each followed by a check that every series is numbered exactly 1…N (no gap, no repeat).

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const invoiceBody = JSON.stringify({ clientName: "Cliente Bench", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", quantity: 2, unitEuros: 49.9 }, { description: "Livro", unitEuros: 12, vatRate: 6 }] });

async function companyKey(db: Database, name: string): Promise<{ companyId: string; key: string }> {
  const body = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const company = await db.company.create({ data: { name, nif: body + nifCheckDigit(body), legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Lisboa", email: "bench@example.com" } });
  const { plaintext } = await createApiKey(db, { companyId: company.id, name: "bench issue", scopes: ["invoices:write"], rateLimitPerMinute: 1_000_000_000 });
  return { companyId: company.id, key: plaintext };
}

/** Issues for `seconds` over CONNECTIONS connections, connection i using keys[i % keys.length]; with the server's CPU ms per invoice. */
async function issue(baseUrl: string, keys: string[], serverPid: number, seconds = DURATION_SECONDS) {
  let next = 0;
  const cpuBefore = processTreeCpuMs(serverPid);
  const result = await autocannon({
    url: `${baseUrl}/api/v1/invoices`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: invoiceBody,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => client.setHeaders({ "Content-Type": "application/json", Authorization: `Bearer ${keys[next++ % keys.length]}` }),
  });
  return { ...result, cpuMsPerRequest: (processTreeCpuMs(serverPid) - cpuBefore) / Math.max(result.requests.total, 1) };
}

/** "gap-free 1…N" when every series of the companies holds exactly the numbers 1…N. */
async function numbering(db: Database, companyIds: string[]): Promise<string> {
  const rows = await db.$queryRaw<{ count: bigint; distinct: bigint; max: number }[]>`
    SELECT COUNT(*) AS count, COUNT(DISTINCT "number") AS distinct, MAX("number") AS max
    FROM "Invoice" WHERE "companyId" = ANY(${companyIds}) GROUP BY "seriesId"`;
  const broken = rows.filter((row) => Number(row.count) !== Number(row.distinct) || Number(row.count) !== row.max).length;
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return `${total} invoices in ${rows.length} series → ${broken === 0 && rows.length === companyIds.length ? "gap-free 1…N in each" : `BROKEN (${broken} series)`}`;
}

type Issued = autocannon.Result & { cpuMsPerRequest: number };

const issuedLine = (label: string, result: Issued) =>
  `${label}: ${result.requests.average.toFixed(0)} invoices/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/invoice`;

/**
 * 50 companies at once on a server of several processes (its pid is the supervising primary). The
 * server is fresh, so each process is warmed with the same load for as long as it is measured: a
 * 3 s warm-up left a fresh single process at 1.3× the CPU per invoice of the long-running server.
 */
export async function measureIssuanceAcrossProcesses(db: Database, baseUrl: string, serverPid: number, processes: number): Promise<string> {
  const warmUp = await Promise.all(Array.from({ length: 50 }, (_, index) => companyKey(db, `Aquecimento Processos Bench ${index + 1}, Lda`)));
  await issue(baseUrl, warmUp.map((company) => company.key), serverPid);
  const many = await Promise.all(Array.from({ length: 50 }, (_, index) => companyKey(db, `Processos Bench ${index + 1}, Lda`)));
  const spread = await issue(baseUrl, many.map((company) => company.key), serverPid);
  return `${issuedLine(`POST /api/v1/invoices, 50 companies, ${CONNECTIONS} connections, ${processes} server processes (WEB_CONCURRENCY)`, spread)} (target ≥ 300/s); numbering: ${await numbering(db, many.map((company) => company.companyId))}`;
}

export async function measureInvoiceIssuance(db: Database, baseUrl: string, serverPid: number): Promise<string[]> {
  // Warm-up (route loading, JIT, plans), as for every other measured route, in a company of its own.
  await issue(baseUrl, [(await companyKey(db, "Aquecimento Bench, Lda")).key], serverPid, 3);
  const one = await companyKey(db, "Emissão Bench, Lda");
  const single = await issue(baseUrl, [one.key], serverPid);
  const many = await Promise.all(Array.from({ length: 50 }, (_, index) => companyKey(db, `Emissão Bench ${index + 1}, Lda`)));
  const spread = await issue(baseUrl, many.map((company) => company.key), serverPid);
  return [
    `${issuedLine(`POST /api/v1/invoices, one company, ${CONNECTIONS} connections`, single)} (target ≥ 150/s, p99 < 500 ms); numbering: ${await numbering(db, [one.companyId])}`,
    `${issuedLine(`POST /api/v1/invoices, 50 companies, ${CONNECTIONS} connections`, spread)} (target ≥ 300/s); numbering: ${await numbering(db, many.map((company) => company.companyId))}`,
  ];
}
