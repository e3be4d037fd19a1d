import { database } from "@/lib/core/db";

// The tax authority's e-Fatura view of the company's purchases. A real client of the AT's web
// services would implement this same interface; here the feed is simulated: entries stored per
// company (the demo seed writes them, tests write their own), deterministic for each company.

export interface EfaturaMovement {
  id: string;
  supplierName: string;
  supplierNif: string;
  documentDate: string;
  documentNumber: string;
  atcud: string | null;
  totalCents: number;
  vatCents: number;
}

export interface EfaturaFeed {
  purchases(companyId: string): Promise<EfaturaMovement[]>;
}

export const simulatedEfaturaFeed: EfaturaFeed = {
  async purchases(companyId) {
    const entries = await database().efaturaEntry.findMany({ where: { companyId }, orderBy: [{ documentDate: "desc" }, { documentNumber: "asc" }] });
    return entries.map((entry) => ({ ...entry, documentDate: entry.documentDate.toISOString().slice(0, 10) }));
  },
};
