// The move map of the relayout (issue #37 §2): lib/ folders become the layers
// core < kernel < domains < registry < transports (docs/architecture.md, tests/unit/folder-layers.test.ts).
// Folder rules move a whole folder, so a file added later to an old folder follows its folder; file
// rules move single files, mostly to break a folder cycle, and win over folder rules. Paths are relative
// to the repository root. Every new path is outside every old one, so a second run finds nothing to move.

/** Old folder → new folder. The longest matching old folder wins. */
export const FOLDER_RULES: Record<string, string> = {
  // core: what everything may import, importing nothing of ours above it
  "lib/db": "lib/core/db",
  "lib/http": "lib/core/http",
  "lib/mail": "lib/core/mail",
  "lib/pdf": "lib/core/pdf",
  "lib/qr": "lib/core/qr",
  "lib/ai": "lib/core/ai",
  "lib/security": "lib/core/security",
  // kernel: the operation model and the one execution path
  "lib/operations": "lib/kernel",
  // domains: one folder each; a domain imports core, kernel and domains below it, never the registry
  "lib/agents": "lib/domains/agents",
  "lib/audit": "lib/domains/audit",
  "lib/auth": "lib/domains/auth",
  "lib/bank": "lib/domains/bank",
  "lib/briefing": "lib/domains/briefing",
  "lib/calendar": "lib/domains/calendar",
  "lib/catalog": "lib/domains/catalog",
  "lib/chat": "lib/domains/chat",
  "lib/clients": "lib/domains/clients",
  "lib/company": "lib/domains/company",
  "lib/compliance": "lib/domains/compliance",
  "lib/documents": "lib/domains/documents",
  "lib/efatura": "lib/domains/efatura",
  "lib/einvoicing": "lib/domains/einvoicing",
  "lib/invoices": "lib/domains/invoices",
  "lib/oauth": "lib/domains/oauth",
  "lib/payments": "lib/domains/payments",
  "lib/receivables": "lib/domains/receivables",
  "lib/recurring": "lib/domains/recurring",
  "lib/reports": "lib/domains/reports",
  "lib/saft": "lib/domains/saft",
  "lib/sandbox": "lib/domains/sandbox",
  "lib/tax": "lib/domains/tax",
  "lib/vat-return": "lib/domains/vat-return",
  "lib/webhooks": "lib/domains/webhooks",
  // transports: what turns a request, a message or a process start into operation calls
  "lib/api": "lib/transports/api",
  "lib/mcp": "lib/transports/mcp",
  "lib/openapi": "lib/transports/openapi",
  "lib/web": "lib/transports/web",
  "lib/docs": "lib/transports/docs",
  "lib/runtime": "lib/transports/server",
  "lib/cli": "lib/transports/cli",
};

/** Old file → new file: files directly in lib/, and files that leave their folder to break a folder cycle. */
export const FILE_RULES: Record<string, string> = {
  // core
  "lib/canonical-json.ts": "lib/core/canonical-json.ts",
  "lib/dates.ts": "lib/core/dates.ts",
  "lib/db.ts": "lib/core/db.ts",
  "lib/legal-form.ts": "lib/core/legal-form.ts",
  "lib/money.ts": "lib/core/money.ts",
  "lib/nif.ts": "lib/core/nif.ts",
  "lib/owned-bytes.ts": "lib/core/owned-bytes.ts",
  "lib/parse-amount.ts": "lib/core/parse-amount.ts",
  "lib/schemas.ts": "lib/core/schemas.ts",
  "lib/http/api-error.ts": "lib/core/api-error.ts",
  "lib/http/log.ts": "lib/core/log.ts",
  "lib/runtime/array-buffer-transfer.ts": "lib/core/threads/array-buffer-transfer.ts",
  "lib/runtime/lower-thread-priority.ts": "lib/core/threads/lower-thread-priority.ts",
  "lib/runtime/quiet-memory-release.ts": "lib/core/threads/quiet-memory-release.ts",
  // kernel: what defineOperation and invokeOperation need
  "lib/idempotency.ts": "lib/kernel/idempotency.ts",
  "lib/auth/scopes.ts": "lib/kernel/scopes.ts",
  "lib/audit/record-audit.ts": "lib/kernel/record-audit.ts",
  "lib/agents/proposal-email.ts": "lib/kernel/proposal-email.ts",
  "lib/agents/proposal-summary.ts": "lib/kernel/proposal-summary.ts",
  // registry: needs every operation's schema
  "lib/operations/registry.ts": "lib/registry/registry.ts",
  "lib/operations/glossary-check.ts": "lib/registry/glossary-check.ts",
  // domains: shared pieces moved below the domains that import each other
  "lib/company/company-seal.ts": "lib/domains/seal/company-seal.ts",
  "lib/saft/signed-fields.ts": "lib/domains/invoices/signed-fields.ts",
  "lib/saft/saft-format.ts": "lib/domains/invoices/saft-format.ts",
  "lib/payments/receipt-view.ts": "lib/domains/invoices/receipt-view.ts",
  "lib/payments/payment-methods.ts": "lib/domains/invoices/payment-methods.ts",
  "lib/clients/list-clients.ts": "lib/domains/receivables/list-clients.ts",
  "lib/clients/get-client.ts": "lib/domains/receivables/get-client.ts",
  "lib/bank/book-movement-expense.ts": "lib/domains/settlement/book-movement-expense.ts",
  "lib/bank/movement-transitions.ts": "lib/domains/settlement/movement-transitions.ts",
  "lib/bank/pay-invoices-from-movement.ts": "lib/domains/settlement/pay-invoices-from-movement.ts",
  "lib/bank/settle-movement.ts": "lib/domains/settlement/settle-movement.ts",
  // Matching pays a matched invoice with a receipt (the same path as «Associar»), so the import and the
  // rematch sit with the other movement → payment code.
  "lib/bank/reconcile.ts": "lib/domains/settlement/reconcile.ts",
  "lib/bank/import-statement.ts": "lib/domains/settlement/import-statement.ts",
  // transports
  "lib/http/rest-route.ts": "lib/transports/rest/rest-route.ts",
  "lib/auth/authenticate-request.ts": "lib/transports/api/authenticate-request.ts",
  "lib/agents/decide-proposal.ts": "lib/transports/web/decide-proposal.ts",
};

/** Where a path (file or folder, relative to the root) goes, or the path itself when no rule moves it. */
export function newPathOf(oldPath: string): string {
  const file = FILE_RULES[oldPath];
  if (file) return file;
  let best: string | undefined;
  for (const folder of Object.keys(FOLDER_RULES)) {
    if ((oldPath === folder || oldPath.startsWith(`${folder}/`)) && (!best || folder.length > best.length)) best = folder;
  }
  return best ? FOLDER_RULES[best]! + oldPath.slice(best.length) : oldPath;
}
