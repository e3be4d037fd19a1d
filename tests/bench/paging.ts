import { bulkInsertInvoices, createBenchCompany } from "./bench-data";
import { onFreshServer } from "./fresh-server";
import { measureInvoicePaging } from "./invoice-paging";

// `npx tsx tests/bench/paging.ts`: only the paging figures of npm run bench (20 000 invoices), on a
// fresh server and scratch database (the same environment variables as npm run bench).

await onFreshServer("paging", async (db, server) => {
  const companyId = await createBenchCompany(db, "Paginação Bench, Lda");
  await bulkInsertInvoices(db, companyId, 20_000);
  for (const line of await measureInvoicePaging(db, server.baseUrl, companyId, 20_000)) console.log(line);
});
