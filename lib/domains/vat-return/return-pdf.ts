import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { formatEuros } from "@/lib/core/money";
import { drawTestWatermark } from "@/lib/core/pdf/test-watermark";
import { embedDocumentFonts, printable } from "@/lib/core/pdf/unicode-fonts";

// The draft return laid out like Quadro 06 of the Declaração Periódica do IVA: the form's rows, each
// with its fields in the form's three columns (base tributável; imposto a favor do sujeito passivo;
// imposto a favor do Estado), each field in a numbered box as on the form. Our own rendering of the
// official layout (model of Portaria n.º 988/2009, reworded by Portaria n.º 255/2013, and its
// instructions), not AT's file: the return is submitted on the Portal das Finanças.

export interface ReturnForPdf {
  company: { name: string; nif: string };
  periodLabel: string;
  vatRegime: string;
  fields: { field: number; label: string; known: boolean; amountCents: number | null }[];
  resultCents: number;
  complete: boolean;
  /** What blocks filing (get_vat_return's readiness, lines without a field included). */
  readiness: { label: string; count: number }[];
  livemode: boolean;
}

type Column = "base" | "taxpayer" | "state";

/** A row of the form: its wording, and the field in each of its columns. */
interface Row {
  label: string;
  fields: Partial<Record<Column, number>>;
}

/** The form's sections and rows, in the form's order (the intermediate rate's 5/6 sit between 1/2 and 3/4 on the form). */
export const QUADRO_06: readonly { heading: string; rows: readonly Row[] }[] = [
  {
    heading: "Transmissões de bens e prestações de serviços em que liquidou imposto",
    rows: [
      { label: "À taxa reduzida", fields: { base: 1, state: 2 } },
      { label: "À taxa intermédia", fields: { base: 5, state: 6 } },
      { label: "À taxa normal", fields: { base: 3, state: 4 } },
    ],
  },
  {
    heading: "Operações sem liquidação de imposto pelo declarante",
    rows: [
      { label: "Transmissões intracomunitárias de bens e prestações de serviços mencionadas nas declarações recapitulativas", fields: { base: 7 } },
      { label: "Operações isentas ou não tributadas que conferem direito à dedução", fields: { base: 8 } },
      { label: "Operações isentas ou não tributadas que não conferem direito à dedução", fields: { base: 9 } },
    ],
  },
  {
    heading: "Aquisições intracomunitárias de bens e operações assimiladas",
    rows: [
      { label: "Total", fields: { base: 10, state: 11 } },
      { label: "Das quais: com imposto liquidado pelo declarante", fields: { base: 12, state: 13 } },
      { label: "Abrangidas pelos artigos 15.º do CIVA ou do RITI", fields: { base: 14 } },
      { label: "Abrangidas pelos n.ºs 3, 4 e 5 do artigo 22.º do RITI", fields: { base: 15 } },
    ],
  },
  {
    heading: "Operações em que liquidou o imposto como adquirente",
    rows: [
      { label: "Prestações de serviços de sujeitos passivos de outros Estados membros", fields: { base: 16, state: 17 } },
      { label: "Importações de bens", fields: { base: 18, state: 19 } },
    ],
  },
  {
    heading: "Imposto dedutível",
    rows: [
      { label: "Imobilizado", fields: { taxpayer: 20 } },
      { label: "Existências à taxa reduzida", fields: { taxpayer: 21 } },
      { label: "Existências à taxa intermédia", fields: { taxpayer: 23 } },
      { label: "Existências à taxa normal", fields: { taxpayer: 22 } },
      { label: "Outros bens e serviços", fields: { taxpayer: 24 } },
    ],
  },
  {
    heading: "Regularizações e excesso do período anterior",
    rows: [
      { label: "Regularizações (art. 78.º; Anexos 40 e 41)", fields: { taxpayer: 40, state: 41 } },
      { label: "Excesso a reportar do período anterior", fields: { taxpayer: 61 } },
    ],
  },
  {
    heading: "Apuramento",
    rows: [
      { label: "Total", fields: { taxpayer: 90, state: 91 } },
      { label: "Imposto a entregar ao Estado", fields: { state: 93 } },
      { label: "Crédito de imposto a recuperar", fields: { taxpayer: 94 } },
      { label: "Reembolso pedido", fields: { taxpayer: 95 } },
      { label: "Excesso a reportar", fields: { taxpayer: 96 } },
    ],
  },
];

const COLUMNS: Record<Column, { x: number; heading: string[] }> = {
  base: { x: 300, heading: ["Base tributável"] },
  taxpayer: { x: 398, heading: ["Imposto a favor", "do sujeito passivo"] },
  state: { x: 496, heading: ["Imposto a favor", "do Estado"] },
};
const COLUMN_WIDTH = 92;
const BOX = 16;
const INK = rgb(0.09, 0.13, 0.17);
const MUTED = rgb(0.36, 0.41, 0.46);
const PAGE: [number, number] = [595.28, 841.89];

/** A field's value as the form shows it: its amount, or why there is none. */
export function fieldValue(field: { known: boolean; amountCents: number | null }): string {
  if (field.amountCents === null) return "desconhecido";
  return field.known ? formatEuros(field.amountCents) : `${formatEuros(field.amountCents)}*`;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export async function renderReturnPdf(draft: ReturnForPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Declaração periódica do IVA — ${draft.periodLabel} — ${draft.company.name}`);
  pdf.setProducer("Contabilista (demonstração)");
  const { regular, bold } = await embedDocumentFonts(pdf);
  const byNumber = new Map(draft.fields.map((field) => [field.field, field]));
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - 48;
  const text = (value: string, x: number, at: number, options: { bold?: boolean; size?: number; muted?: boolean } = {}) => {
    const font = options.bold ? bold : regular;
    page.drawText(printable(value, font), { x, y: at, size: options.size ?? 8, font, color: options.muted ? MUTED : INK });
  };
  const ensureRoom = (height: number) => {
    if (y - height > 40) return;
    page = pdf.addPage(PAGE);
    y = PAGE[1] - 48;
  };

  text("Declaração Periódica do IVA — Quadro 06", 40, y, { bold: true, size: 13 });
  y -= 15;
  text("Apuramento do imposto respeitante ao período", 40, y, { size: 10 });
  y -= 18;
  text(`${draft.company.name} · NIF ${draft.company.nif}`, 40, y, { bold: true, size: 9 });
  y -= 12;
  text(`Período: ${draft.periodLabel} (regime ${draft.vatRegime}) · valores em euros`, 40, y, { size: 9 });
  y -= 12;
  text("Rascunho a partir dos livros: não é a declaração submetida; entregue-a no Portal das Finanças.", 40, y, { muted: true });
  y -= 20;
  for (const layout of Object.values(COLUMNS)) {
    for (const [index, line] of layout.heading.entries()) text(line, layout.x, y - index * 9, { bold: true, size: 7.5 });
  }
  y -= 24;

  for (const section of QUADRO_06) {
    ensureRoom(40);
    page.drawRectangle({ x: 36, y: y - 4, width: PAGE[0] - 72, height: 14, color: rgb(0.92, 0.94, 0.96) });
    text(section.heading, 40, y, { bold: true, size: 8.5 });
    y -= 18;
    for (const row of section.rows) {
      const labelLines = wrap(row.label, regular, 8, 250);
      ensureRoom(labelLines.length * 10 + 8);
      for (const [index, line] of labelLines.entries()) text(line, 40, y - index * 10);
      for (const [column, campo] of Object.entries(row.fields) as [Column, number][]) {
        const field = byNumber.get(campo);
        if (!field) continue;
        const x = COLUMNS[column].x;
        page.drawRectangle({ x, y: y - 4, width: BOX, height: 13, borderColor: INK, borderWidth: 0.6 });
        const number = String(campo);
        text(number, x + (BOX - bold.widthOfTextAtSize(number, 7.5)) / 2, y, { bold: true, size: 7.5 });
        const value = printable(fieldValue(field), regular);
        text(value, x + COLUMN_WIDTH - 4 - regular.widthOfTextAtSize(value, 8), y, { muted: field.amountCents === null });
      }
      y -= Math.max(labelLines.length * 10, 12) + 3;
    }
    y -= 4;
  }

  ensureRoom(60);
  y -= 6;
  const outcome = draft.resultCents > 0 ? `Imposto a entregar: ${formatEuros(draft.resultCents)}` : draft.resultCents < 0 ? `Crédito a recuperar: ${formatEuros(-draft.resultCents)}` : "Sem imposto a entregar nem crédito";
  text(outcome, 40, y, { bold: true, size: 10 });
  y -= 13;
  if (!draft.complete) {
    text("* Incompleto: há campos que os livros não conhecem (p. ex. o excesso do período anterior); preencha-os à mão.", 40, y, { muted: true });
    y -= 11;
  }
  const blockers = draft.readiness.filter((check) => check.count > 0);
  if (blockers.length) {
    text("Antes de entregar:", 40, y, { bold: true });
    y -= 11;
    for (const check of blockers) {
      for (const line of wrap(`• ${check.label}: ${check.count}`, regular, 8, PAGE[0] - 80)) {
        ensureRoom(12);
        text(line, 44, y);
        y -= 10;
      }
    }
  }
  ensureRoom(30);
  y -= 6;
  text("Campos e designações: instruções de preenchimento da declaração periódica (Quadro 06). Processado por programa não certificado (Contabilista).", 40, y, { muted: true, size: 6.5 });
  if (!draft.livemode) drawTestWatermark(pdf, bold);
  return pdf.save();
}
