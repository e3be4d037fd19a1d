// Size and render time of one demo invoice PDF (review L10: embedding a Unicode font must keep both
// reasonable). Run: npx tsx tests/bench/pdf-render.ts
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";

const invoice = demoInvoiceDetail({ clientName: "Łukasz Żółć" });
const first = performance.now();
const bytes = await renderInvoicePdf(invoice);
const firstMs = performance.now() - first;
const runs = 50;
const start = performance.now();
for (let index = 0; index < runs; index++) await renderInvoicePdf(invoice);
const eachMs = (performance.now() - start) / runs;
console.log(JSON.stringify({ bytes: bytes.byteLength, firstRenderMs: Math.round(firstMs), meanRenderMs: Number(eachMs.toFixed(1)), runs }));
