import { database } from "@/lib/db";

// The new company's first steps, each ticked from what exists in its books (not from a flag).

export interface GettingStartedStep {
  key: "invoice" | "receipt" | "bank" | "api_key";
  label: string;
  href: string;
  done: boolean;
}

export async function gettingStartedSteps(companyId: string): Promise<GettingStartedStep[]> {
  const db = database();
  const [invoices, documents, movements, keys] = await Promise.all([
    db.invoice.count({ where: { companyId }, take: 1 }),
    db.expenseDocument.count({ where: { companyId }, take: 1 }),
    db.bankMovement.count({ where: { companyId }, take: 1 }),
    db.apiKey.count({ where: { companyId }, take: 1 }),
  ]);
  return [
    { key: "invoice", label: "Emitir a primeira fatura", href: "/faturas/nova", done: invoices > 0 },
    { key: "receipt", label: "Enviar um recibo ou fatura de despesa", href: "/documentos", done: documents > 0 },
    { key: "bank", label: "Importar um extrato bancário", href: "/banco", done: movements > 0 },
    { key: "api_key", label: "Criar uma chave de API", href: "/integracoes", done: keys > 0 },
  ];
}
