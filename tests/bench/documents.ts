import { measureDocumentUploads, measureLargeBodies } from "./document-uploads";
import { onFreshServer } from "./fresh-server";
import { residentMemoryMiB } from "./resident-memory";

// `npx tsx tests/bench/documents.ts`: only the document-upload figures of npm run bench, on a fresh
// server and scratch database (the same environment variables as npm run bench).

await onFreshServer("docs", async (db, server) => {
  await measureDocumentUploads({ baseUrl: server.baseUrl, serverPid: server.process.pid!, db, residentMemoryMiB });
  await measureLargeBodies({ baseUrl: server.baseUrl, db });
});
