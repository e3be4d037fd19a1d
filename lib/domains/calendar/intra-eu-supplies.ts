import { database } from "@/lib/core/db";
import { toUtcDate } from "@/lib/core/dates";

// The recapitulative statement declares the period's supplies to taxable persons of other Member
// States (RITI art. 30.º, n.º 1; CIVA art. 29.º, n.º 1, al. i)): goods exempt under RITI art. 14.º
// (M16), services taxed where the customer is (CIVA art. 6.º, n.º 6, al. a), M40) and triangular
// operations (RITI art. 8.º, n.º 3, M41). A period with none of them has no statement to file.
export const INTRA_EU_EXEMPTION_CODES = ["M16", "M40", "M41"] as const;

/** Whether the books hold an intra-EU supply (a line of a document in force) issued from `start` to `end`. */
export async function hasIntraEuSupplies(companyId: string, start: string, end: string): Promise<boolean> {
  const line = await database().invoiceLine.findFirst({
    where: {
      vatExemptionCode: { in: [...INTRA_EU_EXEMPTION_CODES] },
      invoice: { companyId, annulledAt: null, type: { not: "NC" }, issueDate: { gte: toUtcDate(start), lte: toUtcDate(end) } },
    },
    select: { id: true },
  });
  return line !== null;
}
