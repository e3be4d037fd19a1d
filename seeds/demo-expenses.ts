import type { Database } from "@/lib/core/db";
import { addDays, parseIsoDate } from "@/lib/core/dates";
import { drainExtractions } from "@/lib/domains/documents/jobs/extraction-scheduler";
import { uploadDocument } from "@/lib/domains/documents/upload-document";
import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { vatOnBase } from "@/lib/domains/invoices/invoice-totals";
import { nifCheckDigit } from "@/lib/core/nif";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { seededRandom } from "./random";
import { supplierInvoicePdf } from "./supplier-invoice-pdf";

// A year of the demo company's expenses as real supplier PDFs (text layer + AT QR code), sent
// through the upload operation: electricity, telecoms, rent, software, fuel, meals, an accountant, a
// passenger car's service (VAT not deductible, CIVA art. 21.º, n.º 1, al. a)) and a software
// subscription from Ireland, invoiced without VAT and self-assessed by the company (reverse charge,
// CIVA art. 2.º, n.º 1, al. i)): due and deductible in the same period.
// One meal receipt has no QR code (read from its text alone); one fuel receipt was issued to a final
// consumer, so it waits for review on purpose. Deductible VAT follows CIVA art. 21.º: the diesel's
// VAT counts half, the meals' none, the rest in full; the last electricity bill is also sent a second
// time as a "phone photo" (other bytes, same supplier NIF and number), recognised as the same purchase.

const nif = (body: string) => body + nifCheckDigit(body);

export const DEMO_SUPPLIERS = [
  { name: "EDP Comercial — Comercialização de Energia, S.A.", nif: nif("50359713"), monthly: true, day: 8, base: [9000, 16000], rate: 23, line: "Eletricidade — escritório Rua da Prata" },
  { name: "MEO — Serviços de Comunicações e Multimédia, S.A.", nif: nif("50467101"), monthly: true, day: 12, base: [4890, 4890], rate: 23, line: "Pacote empresarial fibra + 3 telemóveis" },
  { name: "Imobiliária Baixa Pombalina, Lda", nif: nif("51322054"), monthly: true, day: 1, base: [95000, 95000], rate: 0, line: "Renda do escritório (isenta, art. 9.º n.º 29 CIVA)" },
  { name: "Microsoft Ireland Operations Ltd (Microsoft 365)", nif: "", vatId: "IE 8256796U", monthly: true, day: 3, base: [6000, 6000], rate: 0, line: "Subscrição Microsoft 365 Business Standard (5 utilizadores)" },
  { name: "Galp Energia, S.A.", nif: nif("50434750"), monthly: false, count: 10, base: [4000, 7500], rate: 23, line: "Gasóleo rodoviário" },
  { name: "Restaurante O Pátio, Lda", nif: nif("51488213"), monthly: false, count: 8, base: [2800, 9000], rate: 13, line: "Refeição — almoço com cliente" },
  { name: "Contas Certas — Gabinete de Contabilidade, Lda", nif: nif("51501234"), monthly: false, count: 4, base: [25000, 25000], rate: 23, line: "Honorários de contabilidade (trimestre)" },
  { name: "Auto Reparadora Silva, Lda", nif: nif("50823411"), monthly: false, count: 2, base: [18000, 42000], rate: 23, line: "Revisão e pneus — viatura ligeira de passageiros AA-12-BC" },
] as const;

function formatEuro(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")} €`;
}

export async function seedDemoExpenses(db: Database, companyId: string, companyNif: string, userId: string, today: string): Promise<number> {
  if ((await db.expenseDocument.count({ where: { companyId } })) > 0) return 0;
  const random = seededRandom(20260202);
  const start = addDays(today, -360);
  const planned: { supplier: (typeof DEMO_SUPPLIERS)[number]; date: string; baseCents: number; buyerNif: string; withQr: boolean }[] = [];
  for (const supplier of DEMO_SUPPLIERS) {
    if (supplier.monthly) {
      for (let month = 1; month <= 12; month++) {
        const date = addDays(start, month * 30 - 30 + supplier.day);
        if (date >= today) continue;
        planned.push({ supplier, date, baseCents: random.integer(supplier.base[0], supplier.base[1]), buyerNif: companyNif, withQr: true });
      }
    } else {
      for (let index = 0; index < supplier.count; index++) {
        planned.push({ supplier, date: addDays(start, random.integer(0, 355)), baseCents: random.integer(supplier.base[0], supplier.base[1]), buyerNif: companyNif, withQr: true });
      }
    }
  }
  planned.sort((a, b) => a.date.localeCompare(b.date));
  // A meal receipt without a QR code, and fuel bought as a final consumer (left for review).
  const meal = planned.findLast((entry) => entry.supplier.rate === 13);
  if (meal) meal.withQr = false;
  const fuel = planned.findLast((entry) => entry.supplier.name.startsWith("Galp"));
  if (fuel) fuel.buyerNif = "999999990";

  let count = 0;
  for (const [index, entry] of planned.entries()) {
    const { supplier, date, baseCents } = entry;
    const vatCents = vatOnBase(baseCents, supplier.rate);
    const { year } = parseIsoDate(date);
    const documentId = `FT ${year}/${1000 + index}`;
    const atcud = `DEMO${String(index).padStart(4, "0")}-${1000 + index}`;
    // A supplier established abroad issues no AT QR code and charges no Portuguese VAT.
    const foreign = "vatId" in supplier ? supplier.vatId : null;
    const qr = entry.withQr && !foreign
      ? buildAtQrPayload({
          issuerNif: supplier.nif, buyerNif: entry.buyerNif, buyerCountry: "PT", documentType: "FT", documentStatus: "N", documentDate: date, documentId, atcud,
          fiscalSpace: "PT", ...(supplier.rate === 0 ? { exemptBaseCents: baseCents } : supplier.rate === 13 ? { intermediateBaseCents: baseCents, intermediateVatCents: vatCents } : { normalBaseCents: baseCents, normalVatCents: vatCents }),
          totalVatCents: vatCents, grossTotalCents: baseCents + vatCents, hashCharacters: "Dm0X", certificateNumber: "2345",
        })
      : undefined;
    const pdf = await supplierInvoicePdf(
      foreign
        ? [supplier.name, "One Microsoft Place, Dublin 18, Ireland", `VAT ${foreign}`, `Invoice E0${documentId.replace(/\D/g, "")}`, `Data: ${date.split("-").reverse().join("/")}`, `Cliente: NIF PT${companyNif}`, supplier.line, "Reverse charge — VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)", `Total ${formatEuro(baseCents)}`]
        : [supplier.name, `NIF ${supplier.nif}`, `Fatura ${documentId}`, `Data: ${date.split("-").reverse().join("/")}`, supplier.line, `Total sem IVA ${formatEuro(baseCents)}`, `IVA ${supplier.rate}% ${formatEuro(vatCents)}`, `Total ${formatEuro(baseCents + vatCents)}`],
      qr,
    );
    const context: OperationContext = { companyId, scopes: ["documents:write"], requestId: `seed-expense-${index}`, actor: { kind: "user", userId }, now: () => new Date(`${today}T12:00:00Z`) };
    await invokeOperation(uploadDocument, context, { fileName: `${supplier.name.split(/[ ,—]/)[0]!.toLowerCase()}-${date}.pdf`, mimeType: "application/pdf", dataBase64: Buffer.from(pdf).toString("base64") });
    count++;
  }
  await drainExtractions();
  // The same electricity bill again, as another file: one purchase is one purchase (supplier NIF +
  // document number), so the answer points to the document already stored.
  const repeated = planned.findLastIndex((entry) => entry.supplier.name.startsWith("EDP"));
  if (repeated >= 0) {
    const { supplier, date, baseCents } = planned[repeated]!;
    const vatCents = vatOnBase(baseCents, supplier.rate);
    const pdf = await supplierInvoicePdf([supplier.name, `NIF ${supplier.nif}`, `Fatura FT ${parseIsoDate(date).year}/${1000 + repeated}`, `Data: ${date.split("-").reverse().join("/")}`, "(cópia digitalizada)", `IVA ${supplier.rate}% ${formatEuro(vatCents)}`, `Total ${formatEuro(baseCents + vatCents)}`]);
    const context: OperationContext = { companyId, scopes: ["documents:write"], requestId: "seed-expense-repeat", actor: { kind: "user", userId }, now: () => new Date(`${today}T12:00:00Z`) };
    await invokeOperation(uploadDocument, context, { fileName: `foto-edp-${date}.pdf`, mimeType: "application/pdf", dataBase64: Buffer.from(pdf).toString("base64") });
  }
  await drainExtractions(); // the bank seed that follows matches against the extracted documents
  return count;
}
