import { importBankStatement } from "@/lib/domains/settlement/import-statement";
import { sessionUploadRoute } from "@/lib/transports/web/session-upload-route";

/** The bank page's CSV import: the same operation as POST /api/v1/bank/import. */
export const POST = sessionUploadRoute(importBankStatement, { what: "um extrato bancário em CSV", kinds: "um extrato em CSV", limit: "5 MB" });
