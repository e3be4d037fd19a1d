import type { Database } from "@/lib/core/db";
import { addDays, toUtcDate } from "@/lib/core/dates";
import { importBankStatement } from "@/lib/domains/settlement/import-statement";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { seededRandom } from "./random";

// The demo company's bank year, consistent with its books: clients paying their invoices (some with
// the invoice number in the transfer, some without), supplier payments a few days after each
// expense, monthly fees and salaries, a couple of movements nobody has explained yet. Written as a
// real bank export (preamble, Débito/Crédito columns, balance, dd-mm-yyyy) and imported through
// the import operation, so the matching the demo shows is the product's own.
// The e-Fatura feed lists the purchases the AT knows: all but two are in the books.

const euros = (cents: number) => (Math.abs(cents) / 100).toFixed(2).replace(".", ",").replace(/\B(?=(\d{3})+(?!\d))/g, ".");
const ptDate = (iso: string) => iso.split("-").reverse().join("-");

export async function seedDemoBank(db: Database, companyId: string, userId: string, today: string): Promise<void> {
  if ((await db.bankAccount.count({ where: { companyId } })) > 0) return;
  await db.bankAccount.create({ data: { companyId, bankName: "Banco Atlântico Digital", iban: "PT50 0099 0000 1234 5678 9012 3", isDefault: true } });
  const random = seededRandom(20260303);
  const rows: { date: string; description: string; cents: number }[] = [{ date: addDays(today, -362), description: "SALDO TRANSPORTADO / DEPOSITO INICIAL", cents: 2_500_000 }];

  // Paid FT invoices become unpaid again: the statement's transfers pay them through the matcher.
  // FR invoices were paid at the counter (cash, MB Way) and do not appear in the account.
  const invoices = await db.invoice.findMany({ where: { companyId, type: "FT" }, orderBy: { issueDate: "asc" } });
  await db.invoice.updateMany({ where: { companyId, type: "FT" }, data: { paidAt: null } });
  for (const invoice of invoices) {
    // An invoice credited in full (the duplicate the corrections credit) was settled by its credit
    // note, not by money: no transfer pays it.
    if (invoice.paidAt && invoice.creditedCents < invoice.totalCents) {
      const withReference = random.chance(0.6);
      rows.push({ date: invoice.paidAt.toISOString().slice(0, 10), description: `TRF SEPA ${invoice.clientName.toUpperCase().slice(0, 30)}${withReference ? ` ${invoice.display}` : ""}`, cents: invoice.totalCents });
    }
  }
  const documents = await db.expenseDocument.findMany({ where: { companyId, status: "archived" }, orderBy: { documentDate: "asc" } });
  for (const document of documents) {
    if (!document.documentDate || !document.totalCents || random.chance(0.08)) continue; // a few paid in cash
    const paidOn = addDays(document.documentDate.toISOString().slice(0, 10), random.integer(0, 6));
    if (paidOn >= today) continue;
    const name = (document.supplierName ?? "FORNECEDOR").toUpperCase().replace(/[—,].*$/, "").trim().slice(0, 28);
    rows.push({ date: paidOn, description: `${random.chance(0.5) ? "DD" : "PAG"} ${name}`, cents: -document.totalCents });
  }
  for (let month = 1; month <= 12; month++) {
    const date = addDays(today, -365 + month * 30);
    if (date >= today) continue;
    rows.push({ date, description: "COMISSAO MANUTENCAO CONTA", cents: -520 });
    rows.push({ date: addDays(date, -2), description: "ORDENADO MARTA FIGUEIREDO", cents: -145_000 });
  }
  rows.push({ date: addDays(today, -9), description: "TRF RECEBIDA ORDEM DESCONHECIDA", cents: 35_000 });
  rows.push({ date: addDays(today, -4), description: "COMPRA CARTAO AMAZON EU", cents: -8_999 });
  rows.sort((a, b) => a.date.localeCompare(b.date));

  let balance = 0;
  const lines = ["Banco Atlântico Digital", "Extrato de conta à ordem PT50 0099 0000 1234 5678 9012 3", `Período: ${ptDate(rows[0]!.date)} a ${ptDate(today)}`, "", "Data Mov.;Data Valor;Descrição;Débito;Crédito;Saldo"];
  for (const row of rows) {
    balance += row.cents;
    lines.push([ptDate(row.date), ptDate(row.date), row.description, row.cents < 0 ? euros(row.cents) : "", row.cents > 0 ? euros(row.cents) : "", euros(balance)].join(";"));
  }
  const context: OperationContext = { companyId, scopes: ["banks:write", "invoices:write"], requestId: "seed-bank", actor: { kind: "user", userId }, now: () => new Date(`${today}T12:00:00Z`) };
  await invokeOperation(importBankStatement, context, { csv: lines.join("\n"), fileName: "extrato-anual.csv" });

  // e-Fatura: what the suppliers reported for the company (two purchases the books are missing).
  const reported = documents.filter((document) => document.supplierNif && document.documentDate && document.totalCents);
  await db.efaturaEntry.createMany({
    data: [
      ...reported.map((document, index) => ({
        companyId, supplierName: document.supplierName ?? "Fornecedor", supplierNif: document.supplierNif!, documentDate: document.documentDate!,
        documentNumber: document.documentNumber ?? `FT DEMO/${index + 1}`, atcud: document.atcud, totalCents: document.totalCents!, vatCents: document.vatCents ?? 0,
      })),
      { companyId, supplierName: "Staples Portugal — Equipamento de Escritório, S.A.", supplierNif: "503549835", documentDate: toUtcDate(addDays(today, -33)), documentNumber: "FT STP/88213", atcud: "STPL9KQ2-88213", totalCents: 15_867, vatCents: 2_967 },
      { companyId, supplierName: "Via Verde Portugal — Gestão de Sistemas Eletrónicos de Cobrança, S.A.", supplierNif: "504297708", documentDate: toUtcDate(addDays(today, -20)), documentNumber: "FT VV/4471902", atcud: null, totalCents: 2_345, vatCents: 438 },
    ],
    skipDuplicates: true,
  });
}
