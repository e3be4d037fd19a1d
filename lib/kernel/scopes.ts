import { ApiError } from "@/lib/core/api-error";

export const SCOPES = ["read", "documents:write", "invoices:write", "banks:write", "company:write", "webhooks:write", "chat"] as const;
export type Scope = (typeof SCOPES)[number];

/** One line per scope, shown in OpenAPI, the keys CLI and the integrations screen. */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  read: "Read the books: company, calendar, reports, clients, invoices, documents, bank, e-Fatura, gaps; ask the tax expert.",
  "documents:write": "Upload expense documents and review their extraction.",
  "invoices:write": "Issue invoices and create or update clients.",
  "banks:write": "Import bank statements and reconcile movements.",
  "company:write": "Update the company's profile (address, VAT regime, IBAN, the profile questions the tax calendar reads).",
  "webhooks:write": "Manage webhook endpoints (create, enable, disable, delete) and redeliver events.",
  chat: "Talk to the assistant (writing through it also needs the matching write scope).",
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** The same, for the pt-PT screens. */
export const SCOPE_DESCRIPTIONS_PT: Record<Scope, string> = {
  read: "Ler os livros: empresa, calendário, relatórios, clientes, faturas, despesas, banco, e-Fatura, falhas; perguntar ao especialista fiscal.",
  "documents:write": "Enviar documentos de despesa e rever a sua extração.",
  "invoices:write": "Emitir faturas e criar ou atualizar clientes.",
  "banks:write": "Importar extratos bancários e reconciliar movimentos.",
  "company:write": "Alterar o perfil da empresa (morada, regime de IVA, IBAN, as perguntas que o calendário fiscal lê).",
  "webhooks:write": "Gerir os webhooks (criar, ativar, desativar, apagar) e reenviar eventos.",
  chat: "Conversar com o assistente (para escrever através dele é também precisa a permissão de escrita correspondente).",
};

export function requireScope(granted: readonly Scope[], needed: Scope): void {
  if (!granted.includes(needed)) {
    throw new ApiError("insufficient_scope", `This API key lacks the '${needed}' scope required for this operation.`);
  }
}
