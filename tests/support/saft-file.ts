import iconv from "iconv-lite";

// Reading a SAF-T file back in tests, independently of the writer: the documents, their status and
// line amounts, and the control totals, found by element name in the decoded text.

export interface ReadDocument {
  invoiceNo: string;
  status: string;
  type: string;
  creditCents: number;
  debitCents: number;
  netTotalCents: number;
  block: string;
}

function cents(amount: string): number {
  const [whole, fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

function sumOf(block: string, name: string): number {
  return [...block.matchAll(new RegExp(`<${name}>([^<]+)</${name}>`, "g"))].reduce((sum, match) => sum + cents(match[1]!), 0);
}

export function decodeSaft(file: Uint8Array): string {
  return iconv.decode(Buffer.from(file), "windows-1252");
}

export function encodeSaft(text: string): Uint8Array {
  return iconv.encode(text, "windows-1252");
}

export function salesDocuments(text: string): ReadDocument[] {
  return [...text.matchAll(/<Invoice>([\s\S]*?)<\/Invoice>/g)].map(([, block]) => ({
    invoiceNo: /<InvoiceNo>([^<]+)</.exec(block!)![1]!,
    status: /<InvoiceStatus>([^<]+)</.exec(block!)![1]!,
    type: /<InvoiceType>([^<]+)</.exec(block!)![1]!,
    creditCents: sumOf(block!, "CreditAmount"),
    debitCents: sumOf(block!, "DebitAmount"),
    netTotalCents: cents(/<NetTotal>([^<]+)</.exec(block!)![1]!),
    block: block!,
  }));
}

export function salesControlTotals(text: string): { entries: number; debitCents: number; creditCents: number } {
  const section = /<SalesInvoices><NumberOfEntries>(\d+)<\/NumberOfEntries><TotalDebit>([^<]+)<\/TotalDebit><TotalCredit>([^<]+)<\/TotalCredit>/.exec(text);
  if (!section) throw new Error("no SalesInvoices control totals");
  return { entries: Number(section[1]), debitCents: cents(section[2]!), creditCents: cents(section[3]!) };
}

export function elementValues(text: string, name: string): string[] {
  return [...text.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((match) => match[1]!);
}

export interface ReadPayment {
  paymentRefNo: string;
  creditCents: number;
  originatingOn: string[];
  block: string;
}

export function payments(text: string): ReadPayment[] {
  const section = /<Payments>([\s\S]*)<\/Payments>/.exec(text)?.[1] ?? "";
  return [...section.matchAll(/<Payment><PaymentRefNo>([\s\S]*?)<\/Payment>/g)].map(([, block]) => ({
    paymentRefNo: /^([^<]+)</.exec(block!)![1]!,
    creditCents: sumOf(block!, "CreditAmount"),
    originatingOn: [...block!.matchAll(/<OriginatingON>([^<]+)</g)].map((match) => match[1]!),
    block: block!,
  }));
}

export function paymentControlTotals(text: string): { entries: number; debitCents: number; creditCents: number } {
  const section = /<Payments><NumberOfEntries>(\d+)<\/NumberOfEntries><TotalDebit>([^<]+)<\/TotalDebit><TotalCredit>([^<]+)<\/TotalCredit>/.exec(text);
  if (!section) throw new Error("no Payments control totals");
  return { entries: Number(section[1]), debitCents: cents(section[2]!), creditCents: cents(section[3]!) };
}
