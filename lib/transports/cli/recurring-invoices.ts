// Issuing goes through domain code: wire the after-commit reactions (an invoice issued → the bank rematches).
import "@/lib/registry/reactions";
import { database } from "@/lib/core/db";
import { issueDueRecurringInvoices } from "@/lib/domains/recurring/issue-due";

// `npm run recurring`: issues now the recurring invoices due today (Lisbon) against DATABASE_URL and
// prints what it issued and what failed as JSON. The server does the same every RECURRING_POLL_MS;
// this is for a cron job where the server's worker is not wanted, and for the test that runs two
// of these at once. Safe to run beside servers: each occurrence is issued exactly once.

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set (the embedded database is the server's own: use the app)");
  process.exit(1);
}
try {
  const result = await issueDueRecurringInvoices(new Date());
  console.log(JSON.stringify(result));
} finally {
  await database().$disconnect();
}
