"use client";

import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { askAssistant } from "@/app/(app)/chat-actions";
import type { ChatCard } from "@/lib/domains/chat/chat-card";
import { localDates } from "@/components/format";
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
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const saved = sessionStorage.getItem(storageKey);
    if (saved) setMessages(JSON.parse(saved) as Message[]);
    setOpen(sessionStorage.getItem("ctb-chat-open") === "1");
  }, [storageKey]);
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(messages.slice(-MAX_HISTORY)));
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, storageKey]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [open]);

  function toggle(next: boolean) {
    returnFocus.current = !next;
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
      <button ref={launcherRef} className="chat-launcher" type="button" onClick={() => toggle(true)} aria-label="Abrir o assistente" aria-haspopup="dialog">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
        <span className="chat-launcher-label">Assistente</span>
      </button>
    );
  }

  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-title" onKeyDown={(event) => { if (event.key === "Escape") toggle(false); }}>
      <header className="chat-header">
        <h2 id="chat-title" className="chat-title">Assistente</h2>
        <div className="actions">
          {messages.length > 0 && <button className="link-button small" type="button" onClick={() => setMessages([])}>Nova conversa</button>}
          <button className="link-button" type="button" onClick={() => toggle(false)} aria-label="Fechar o assistente">✕</button>
        </div>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long conversation scrolls; it must be reachable with the keyboard (axe scrollable-region-focusable) */}
      <div className="chat-messages" role="log" aria-label="Mensagens" aria-live="polite" tabIndex={0}>
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
            <p className="chat-text">{localDates(message.content)}</p>
            {message.card && (
              <ChatCardView card={message.card} decided={Boolean(message.decided) || index !== messages.length - 1} onConfirm={() => send("sim", index)} onCancel={() => send("não", index)} />
            )}
            {message.engine?.startsWith("ai:") ? <p className="chat-engine">Resposta gerada por IA: confirme os valores</p> : null}
          </div>
        ))}
        {pending && <p className="chat-message chat-assistant muted">A pensar…</p>}
        {error && <p className="alert" role="alert">{error}</p>}
        <div ref={endRef} />
      </div>
      <form className="chat-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-input">Mensagem</label>
        <input ref={inputRef} id="chat-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Escreva uma pergunta…" maxLength={8000} autoComplete="off" />
        <button className="button" type="submit" disabled={pending || !draft.trim()}>Enviar</button>
      </form>
    </section>
  );
}
