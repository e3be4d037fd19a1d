import { listDocuments } from "@/lib/domains/documents/read-documents";
import { callOperation } from "../call-operation";
import { bulletList } from "../local/bullet-list";
import { foldText } from "@/lib/core/fold-text";
import { defineIntent } from "./define-intent";

type DocumentStatus = "needs_review" | "error" | null;

/** Which expense documents a message asks for: those failed to read, every one uploaded, or (by default) those to review. */
export function documentsFilterOf(message: string): DocumentStatus {
  const text = foldText(message);
  if (/\berr|falh|fail/.test(text)) return "error";
  if (/carregad|carreguei|enviad|enviei|enviamos|mandei|todos|todas|uploaded|\ball\b/.test(text)) return null;
  return "needs_review";
}

/** Invoices received: «faturas de/dos fornecedores», «faturas das compras/despesas», «faturas que recebi», «supplier/purchase invoices». */
const SUPPLIER_INVOICES = /\b(faturas?|facturas?|recibos?)\s+(de\s+|d[oa]s?\s+)?(fornecedor|fornecedores|compras?|despesas?)\b|\b(faturas?|facturas?)\s+que\s+(recebi|recebemos)\b|\b(supplier|purchase|expense)\s+(invoices?|bills?|receipts?)\b/;

// The expense documents (purchase invoices, receipts) a person must check, through list_documents.
export const documents = defineIntent({
  name: "documents",
  operation: listDocuments,
  card: "documents",
  toDo: "ver os documentos de despesa",
  help: { line: 8, example: "que documentos tenho para rever?", about: "despesas por confirmar" },
  examples: ["que documentos tenho para rever?", "há despesas por validar?", "documentos com erro", "documents to review", "a fatura do fornecedor que enviei já foi processada?"],
  phrases: [
    ["documentos", 3], ["por rever", 4], ["para rever", 4], ["rever", 2], ["revisao", 4], ["por validar", 4], ["validar", 3], ["por confirmar", 3], ["por verificar", 4],
    ["recibos", 2], ["carregados", 3], ["carregar", 3], ["com erro", 4], ["review", 3], ["receipts", 3], ["upload", 3],
    // What the owner has not yet reviewed, in the first person («despesas que ainda não revi», «que não validei»).
    ["nao revi", 6], ["ainda nao revi", 6], ["nao validei", 6], ["nao verifiquei", 5], ["nao confirmei", 5], ["nao aprovei", 5], ["haven t reviewed", 6],
    ["processad", 3], ["foi lida", 3], ["foi lido", 3], ["processed", 3],
    // A document the reader failed on, and the check owners call «validação».
    ["validacao", 3], ["deu erro", 4], ["deram erro", 4], ["erro de leitura", 5], ["erros de leitura", 5], ["nao foi lido", 4], ["nao foi lida", 4], ["ilegive", 4], ["failed", 3], ["por aprovar", 4], ["with errors", 4], ["aprovar", 3], ["talao", 3], ["taloes", 3], ["leitura", 3], ["ficou bem", 2], ["ficaram bem", 2],
  ],
  // "despesas por confirmar" is a document to review, not the expenses figure of the report.
  adjust: (score, { text }) => {
    // Invoices the owner received rather than issued («as faturas de fornecedores que enviei», «faturas das compras»,
    // «supplier invoices»), asked to be shown, are expense documents, not the sales invoices; an amount, something
    // missing or the e-Fatura portal goes elsewhere.
    const received = SUPPLIER_INVOICES.test(text) && !/\b(quanto|quanta|total|how much|falt\w*|sem|missing|e-?fatura|portal|financas|at|fisco|tax authority|devo|owe|pagar)\b/.test(text) ? 5 : 0;
    const toCheck = /\b(rever|revis|valid|confirm|verific|review|carreg|pendent|com erro|(deu|deram|tem|teve|tiveram|da|dao) erro|erros? de leitura|falh|fail|ilegive|with errors?|aprov|leitura|fic(ou|aram) bem|process|lid[ao]s?\b)/.test(text) && /\b(document|despes|recibo|fatura|compra|receipt|fornecedor|talao|taloes)/.test(text) ? 4 : 0;
    return received + toCheck > 0 ? score + received + toCheck : undefined;
  },
  async respond({ context, message }) {
    const status = documentsFilterOf(message);
    const { documentos } = await callOperation(listDocuments, context, status ? { status } : {});
    const what = status === "needs_review" ? "por rever" : status === "error" ? "com erro de leitura" : "carregados";
    const reply =
      documentos.length === 0
        ? `Não há documentos de despesa ${what}. 👍`
        : `${documentos.length} documentos de despesa ${what}:\n${bulletList(
            documentos.slice(0, 5).map((document) => `${document.supplierName ?? document.fileName} — ${document.documentDate ?? "sem data"}, ${document.total ?? "total por ler"}`),
          )}${documentos.length > 5 ? `\n… e mais ${documentos.length - 5} no cartão.` : ""}${status === "needs_review" ? "\nConfirme-os na página Documentos." : ""}`;
    return { reply, card: { type: "documents", filter: status, documentos } };
  },
});
