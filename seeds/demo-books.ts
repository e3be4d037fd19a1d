import { matchName } from "@/lib/domains/clients/match-name";
import type { Database } from "@/lib/core/db";
import { addDays, toUtcDate } from "@/lib/core/dates";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { nifCheckDigit } from "@/lib/core/nif";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { seedDemoCorrections } from "./demo-corrections";
import { seedDemoRecurring } from "./demo-recurring";
import { seededRandom } from "./random";

// A year of the demo company's invoicing: IT consulting, development, training and support for a mix
// of companies, sole traders and final consumers. Issued through the real create_invoice operation,
// with the clock pinned to each invoice's date, so numbering, ATCUD, QR codes and hashes are genuine.

function nif(body: string): string {
  return body + nifCheckDigit(body);
}

export const DEMO_CLIENTS = [
  { name: "Padaria Estrela do Bairro, Lda", nif: nif("51362874"), email: "geral@padariaestrela.example", address: "Rua Morais Soares 88, 1900-343 Lisboa" },
  { name: "Clínica Dentária Sorriso Atlântico, Lda", nif: nif("51480213"), email: "admin@sorrisoatlantico.example", address: "Av. da República 45, 1050-187 Lisboa" },
  { name: "Joana Lda", nif: nif("51529907"), email: "joana@joanalda.example", address: "Rua de Cedofeita 210, 4050-174 Porto" },
  { name: "Vinhos do Douro Sá & Filhos, S.A.", nif: nif("50371045"), email: "compras@vinhossa.example", address: "Quinta do Vale, 5050-011 Peso da Régua" },
  { name: "Oficina Auto Marques, Unipessoal Lda", nif: nif("51634522"), email: "oficina@automarques.example", address: "Estrada Nacional 10, km 3, 2615-001 Alverca" },
  { name: "Escola de Línguas Babel, Lda", nif: nif("51077431"), email: "secretaria@babel.example", address: "Praça da Liberdade 12, 4000-322 Porto" },
  { name: "Hotel Maré Alta, S.A.", nif: nif("50892106"), email: "financeiro@marealta.example", address: "Av. Marginal 900, 2750-427 Cascais" },
  { name: "Construções Ribeiro & Costa, Lda", nif: nif("51218640"), email: "obras@ribeirocosta.example", address: "Zona Industrial, Lote 7, 3800-055 Aveiro" },
  { name: "Farmácia Central de Setúbal, Lda", nif: nif("50745382"), email: "geral@farmaciacentral.example", address: "Av. Luísa Todi 300, 2900-461 Setúbal" },
  { name: "Associação Cultural Ondas", nif: nif("50618993"), email: "direcao@ondas.example", address: "Rua do Sol 5, 8000-301 Faro" },
  { name: "Ana Rita Carvalho", nif: nif("23456781"), email: "anarita.carvalho@mail.example", address: "Rua das Flores 17, 3000-150 Coimbra" },
  { name: "Pedro Miguel Antunes", nif: nif("21987654"), email: "pedro.antunes@mail.example", address: null },
  { name: "Sofia Nogueira", nif: nif("26543219"), email: null, address: "Travessa do Carmo 3, 1200-095 Lisboa" },
  { name: "Rui Tavares Design", nif: nif("24681357"), email: "rui@ruitavares.example", address: "Rua Latino Coelho 60, 1050-137 Lisboa" },
  { name: "Consumidor final", nif: null, email: null, address: null },
] as const;

const SERVICES = [
  { description: "Consultoria em transformação digital", unit: 75, quantity: [4, 24], vatRate: 23 },
  { description: "Desenvolvimento de software — sprint de 2 semanas", unit: 3200, quantity: [1, 1], vatRate: 23 },
  { description: "Manutenção mensal de website e alojamento", unit: 90, quantity: [1, 1], vatRate: 23 },
  { description: "Suporte informático (horas)", unit: 45, quantity: [2, 12], vatRate: 23 },
  { description: "Configuração de rede e posto de trabalho", unit: 150, quantity: [1, 4], vatRate: 23 },
  { description: "Licença anual de software de gestão", unit: 480, quantity: [1, 3], vatRate: 23 },
  { description: "Formação profissional em ferramentas digitais (ação certificada)", unit: 600, quantity: [1, 2], vatRate: 0 },
  { description: "Manual técnico impresso", unit: 24.5, quantity: [1, 10], vatRate: 6, kind: "goods" },
  { description: "Deslocação a cliente", unit: 35, quantity: [1, 3], vatRate: 23 },
] as const;

export const DEMO_INVOICE_COUNT = 150;

/** Issues the demo year of invoices once (skips when the company already has invoices). */
export async function seedDemoBooks(db: Database, companyId: string, userId: string, today: string): Promise<number> {
  if ((await db.invoice.count({ where: { companyId } })) > 0) return 0;
  const random = seededRandom(20260101);
  for (const client of DEMO_CLIENTS) {
    if (!client.nif) continue;
    await db.client.create({
      data: { companyId, name: client.name, matchName: matchName(client.name), nif: client.nif, email: client.email, address: client.address },
    });
  }
  const start = addDays(today, -360);
  const dates = Array.from({ length: DEMO_INVOICE_COUNT }, () => addDays(start, random.integer(0, 358))).sort();
  for (const [index, date] of dates.entries()) {
    const client = random.chance(0.12) ? DEMO_CLIENTS[14] : random.pick(DEMO_CLIENTS.slice(0, 14));
    const type = !client.nif || random.chance(0.2) ? "FR" : "FT";
    const lines = Array.from({ length: random.integer(1, 3) }, () => {
      const service = random.pick(SERVICES);
      return {
        description: service.description,
        quantity: random.integer(service.quantity[0], service.quantity[1]),
        unitEuros: service.unit,
        vatRate: service.vatRate,
        ...("kind" in service ? { kind: service.kind } : {}),
        ...(service.vatRate === 0 ? { vatExemptionCode: "M07" } : {}),
      };
    });
    const context: OperationContext = {
      companyId,
      scopes: ["invoices:write"],
      requestId: `seed-${index}`,
      actor: { kind: "user", userId },
      now: () => new Date(`${date}T10:${String(index % 60).padStart(2, "0")}:00.000Z`),
    };
    const input = issueInvoice.input.parse({ clientName: client.name, ...(client.nif ? { clientNif: client.nif } : {}), type, lines });
    const issued = await invokeOperation(issueInvoice, context, input);
    // Most FT get paid a few weeks after issue; a few old ones stay unpaid (overdue) on purpose.
    if (type === "FT") {
      const paidOn = addDays(date, random.integer(5, 45));
      const staysOverdue = random.chance(0.1);
      if (paidOn < today && !staysOverdue) await db.invoice.update({ where: { id: issued.id }, data: { paidAt: toUtcDate(paidOn) } });
    }
  }
  await seedDemoCorrections(db, companyId, userId, today, DEMO_CLIENTS[1]);
  await seedDemoRecurring(db, companyId, userId, today, DEMO_CLIENTS[0]);
  return dates.length;
}
