import { measureBankImport } from "./bank-import";
import { onFreshServer } from "./fresh-server";

// `npx tsx tests/bench/bank.ts [rounds]`: only the bank-import figures of npm run bench, on a fresh
// server and scratch database (the same environment variables as npm run bench), repeated `rounds` times.

const rounds = Number(process.argv[2] ?? 1);
await onFreshServer("bank", async (db, server) => {
  for (const line of await measureBankImport(db, server.baseUrl, server.process.pid!, rounds)) console.log(line);
});
