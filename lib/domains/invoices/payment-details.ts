import { database } from "@/lib/core/db";

// What FT/ND PDFs print for paying by bank transfer: the company's IBAN and its payment reference text.

export interface PaymentDetails {
  iban: string;
  reference: string | null;
}

export async function loadPaymentDetails(companyId: string): Promise<PaymentDetails | null> {
  const company = await database().company.findUnique({ where: { id: companyId }, select: { iban: true, paymentReference: true } });
  return company?.iban ? { iban: company.iban, reference: company.paymentReference } : null;
}

/** An IBAN in groups of four, as people read it from paper (PT50 0002 0123 …). */
export function printableIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
