"use client";

import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { askAssistant } from "@/app/(app)/chat-actions";
import type { ChatCard } from "@/lib/chat/chat-card";
import { ChatCardView } from "./chat-card-view";

// The assistant on every signed-in page: a floating panel whose conversation survives navigation
// and reloads (sessionStorage, one conversation per company). Replies go back as `history`, which
// is how a draft's «sim» finds the draft.

interface Message {
  role: "user" | "assistant";
  content: string;
  card?: ChatCard | null;
  engine?: string;
  decided?: boolean;
}

const MAX_HISTORY = 50;

export function ChatWidget({ companyId }: { companyId: string }) {
  const storageKey = `ctb-chat:${companyId}`;
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const saved = sessionStorage.getItem(storageKey);
    if (saved) setMessages(JSON.parse(saved) as Message[]);
    setOpen(sessionStorage.getItem("ctb-chat-open") === "1");
  }, [storageKey]);
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(messages.slice(-MAX_HISTORY)));
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, storageKey]);

  function toggle(next: boolean) {
    setOpen(next);
    sessionStorage.setItem("ctb-chat-open", next ? "1" : "0");
  }

  function send(text: string, decidedIndex?: number) {
    const message = text.trim();
    if (!message || pending) return;
    const history = messages.slice(-MAX_HISTORY).map(({ role, content }) => ({ role, content }));
    setMessages((current) => [...current.map((item, index) => (index === decidedIndex ? { ...item, decided: true } : item)), { role: "user", content: message }]);
    setDraft("");
    setError(null);
    startTransition(async () => {
      const result = await askAssistant(message, history);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setMessages((current) => [...current, { role: "assistant", content: result.answer.reply, card: result.answer.card, engine: result.answer.engine }]);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(draft);
  }

  if (!open) {
    return (
      <button className="chat-launcher" type="button" onClick={() => toggle(true)} aria-label="Abrir o assistente">
        💬 Assistente
      </button>
    );
  }

  return (
    <section className="chat-panel" aria-label="Assistente">
      <header className="chat-header">
        <strong>Assistente</strong>
        <div className="actions">
          {messages.length > 0 && <button className="link-button small" type="button" onClick={() => setMessages([])}>Nova conversa</button>}
          <button className="link-button" type="button" onClick={() => toggle(false)} aria-label="Fechar o assistente">✕</button>
        </div>
      </header>
      <div className="chat-messages" aria-live="polite">
        {messages.length === 0 && (
          <div className="chat-empty">
            <p>Pergunte sobre as contas da empresa ou peça uma fatura.</p>
            {["Quais são as próximas obrigações?", "Quanto faturei este trimestre?", "Quem me deve dinheiro?"].map((example) => (
              <button key={example} className="badge" type="button" onClick={() => send(example)}>{example}</button>
            ))}
          </div>
        )}
        {messages.map((message, index) => (
          <div key={index} className={`chat-message chat-${message.role}`}>
            <p className="chat-text">{message.content}</p>
            {message.card && (
              <ChatCardView card={message.card} decided={Boolean(message.decided) || index !== messages.length - 1} onConfirm={() => send("sim", index)} onCancel={() => send("não", index)} />
            )}
            {message.engine && <p className="chat-engine">{message.engine === "local" ? "motor local" : message.engine}</p>}
          </div>
        ))}
        {pending && <p className="chat-message chat-assistant muted">A pensar…</p>}
        {error && <p className="alert" role="alert">{error}</p>}
        <div ref={endRef} />
      </div>
      <form className="chat-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-input">Mensagem</label>
        <input id="chat-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Escreva uma pergunta…" maxLength={8000} autoComplete="off" />
        <button className="button" type="submit" disabled={pending || !draft.trim()}>Enviar</button>
      </form>
    </section>
  );
}
