import { can, type Permission, type Role } from "@/lib/domains/auth/roles";
import { database } from "@/lib/core/db";

// The new company's first steps, each ticked from what exists in its books (not from a flag). A step is
// offered only to a role that may take it (ux review 16: the accountant was invited to create API keys).

export interface GettingStartedStep {
  key: "invoice" | "receipt" | "bank" | "api_key";
  label: string;
  href: string;
  done: boolean;
}

export async function gettingStartedSteps(companyId: string, role: Role): Promise<GettingStartedStep[]> {
  const db = database();
  const [invoices, documents, movements, keys] = await Promise.all([
    db.invoice.count({ where: { companyId }, take: 1 }),
    db.expenseDocument.count({ where: { companyId }, take: 1 }),
    db.bankMovement.count({ where: { companyId }, take: 1 }),
    db.apiKey.count({ where: { companyId }, take: 1 }),
  ]);
  const steps: (GettingStartedStep & { needs: Permission })[] = [
    { key: "invoice", label: "Emitir a primeira fatura", href: "/faturas/nova", done: invoices > 0, needs: "issue_invoices" },
    { key: "receipt", label: "Enviar um recibo ou fatura de despesa", href: "/documentos", done: documents > 0, needs: "write_documents" },
    { key: "bank", label: "Importar um extrato bancário", href: "/banco", done: movements > 0, needs: "write_bank" },
    { key: "api_key", label: "Criar uma chave de API", href: "/integracoes", done: keys > 0, needs: "manage_api_keys" },
  ];
  return steps.filter((step) => can(role, step.needs)).map(({ needs: _needs, ...step }) => step);
}
