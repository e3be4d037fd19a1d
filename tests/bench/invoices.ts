import { onFreshServer } from "./fresh-server";
import { measureInvoiceIssuance } from "./invoice-issuance";

// `npx tsx tests/bench/invoices.ts`: only the invoice-issuance figures of npm run bench, on a fresh
// server and scratch database (the same environment variables as npm run bench).

await onFreshServer("invoices", async (db, server) => {
  for (const line of await measureInvoiceIssuance(db, server.baseUrl, server.process.pid!)) console.log(line);
});
