import type { ChatCard } from "@/lib/domains/chat/chat-card";

// The tax expert's clarifying answer in the chat (`type: clarification`): instead of a rule stated as
// the answer, what the answer depends on, the question put back and the list of data to send.

type TaxAnswerOutput = Extract<ChatCard, { type: "tax_answer" }>["answer"];

/** A clarifying answer of the tax expert: what it depends on, the question put back and the data to send, with the rules it rests on. */
export function TaxClarificationView({ clarification, sources }: { clarification: NonNullable<TaxAnswerOutput["clarification"]>; sources: TaxAnswerOutput["sources"] }) {
  return (
    <div className="chat-card" data-card="tax_clarification">
      <p><strong>Preciso de alguns dados para responder</strong></p>
      <p className="muted small">{clarification.dependsOn}</p>
      <p>{clarification.question}</p>
      <ul className="chat-list" aria-label="Dados em falta">
        {clarification.neededData.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {sources.length > 0 ? <p className="muted small">Regras que se aplicam: {sources.map((source) => source.reference).join("; ")}</p> : null}
    </div>
  );
}
