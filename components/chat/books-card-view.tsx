import { formatDate } from "@/components/format";
import type { ChatCardOf } from "@/lib/domains/chat/chat-card";
import { CardFigures } from "./card-figures";

// The widgets of the books' writes proposed and done in the chat: a payment received and a credit
// note, each first as a draft (with its confirm and cancel buttons), then as the document issued.

export type BooksCard = ChatCardOf<"payment_draft" | "payment_registered" | "credit_note_draft" | "credit_note_issued" | "send_draft">;

function DraftActions({ label, draftId, onConfirm, onCancel, decided }: { label: string; draftId: string; onConfirm: () => void; onCancel: () => void; decided: boolean }) {
  return (
    <>
      <div className="actions">
        <button className="button" type="button" onClick={onConfirm} disabled={decided}>{label}</button>
        <button className="button button-secondary" type="button" onClick={onCancel} disabled={decided}>Cancelar</button>
      </div>
      <p className="muted small">Rascunho {draftId}</p>
    </>
  );
}

export function BooksCardView({ card, onConfirm, onCancel, decided }: { card: BooksCard; onConfirm: () => void; onCancel: () => void; decided: boolean }) {
  switch (card.type) {
    case "payment_draft":
      return (
        <div className="chat-card chat-card-draft" data-card="payment_draft">
          <p className="chat-card-title">Recebimento da {card.invoice.display} · {card.invoice.cliente}</p>
          <CardFigures items={[["Valor recebido", card.amount], ["Em aberto", card.invoice.open], ["Total da fatura", card.invoice.total], ["Meio", card.methodDescription]]} />
          <DraftActions label="Registar recebimento" draftId={card.draftId} onConfirm={onConfirm} onCancel={onCancel} decided={decided} />
        </div>
      );
    case "send_draft":
      return (
        <div className="chat-card chat-card-draft" data-card="send_draft">
          <p className="chat-card-title">Enviar a {card.invoice.display} · {card.invoice.cliente}</p>
          <CardFigures items={[["Para", card.to], ["Total", card.invoice.total], ["Em aberto", card.invoice.open]]} />
          <DraftActions label="Enviar por email" draftId={card.draftId} onConfirm={onConfirm} onCancel={onCancel} decided={decided} />
        </div>
      );
    case "payment_registered":
      return (
        <div className="chat-card chat-card-issued" data-card="payment_registered">
          <p className="chat-card-title">{card.receipt.display} · {card.receipt.invoiceDisplay}</p>
          <CardFigures items={[["Recebido", card.receipt.amount], ["Ainda em aberto", card.receipt.open], ["Data", formatDate(card.receipt.paymentDate)], ["ATCUD", card.receipt.atcud]]} />
          <div className="actions">
            <a href={`/faturas/${card.receipt.invoiceId}`}>Ver a fatura</a>
            <a href={`/faturas/recibos/${card.receipt.id}/pdf`}>Descarregar recibo</a>
          </div>
        </div>
      );
    case "credit_note_draft":
      return (
        <div className="chat-card chat-card-draft" data-card="credit_note_draft">
          <p className="chat-card-title">Nota de crédito à {card.invoice.display} · {card.invoice.cliente}</p>
          <p>Motivo: {card.reason}</p>
          <CardFigures items={card.line && card.amount ? [["Linha", `${card.line.line} · ${card.line.description}`], ["Valor sem IVA", card.amount], ["Total da fatura", card.invoice.total]] : [["A creditar", "Todo o valor por creditar"], ["Total da fatura", card.invoice.total]]} />
          <DraftActions label="Emitir nota de crédito" draftId={card.draftId} onConfirm={onConfirm} onCancel={onCancel} decided={decided} />
        </div>
      );
    case "credit_note_issued":
      return (
        <div className="chat-card chat-card-issued" data-card="credit_note_issued">
          <p className="chat-card-title">{card.note.display} · {card.note.clientName}</p>
          <CardFigures items={[["Base", card.note.net], ["IVA", card.note.vat], ["Total", card.note.total], ["Corrige", card.note.references.join(", ")]]} />
          <div className="actions">
            <a href={`/faturas/${card.note.id}`}>Ver a nota de crédito</a>
          </div>
        </div>
      );
  }
}
