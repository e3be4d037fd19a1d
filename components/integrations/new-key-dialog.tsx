"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The one-time secret of a key just created, in a modal dialog (ux 12: it used to appear above the
 * viewport). The dialog opens in view wherever the page is scrolled, focus moves to the secret, Tab
 * stays inside (native modal dialog), and closing it — button or Escape — forgets the secret.
 */
export function NewKeyDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const secretBox = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    secretBox.current?.focus();
  }, []);

  async function copy() {
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    setCopied(true);
  }

  function close() {
    dialog.current?.close();
  }

  return (
    // onClose fires for the button and for Escape alike.
    <dialog ref={dialog} className="key-dialog" aria-labelledby="new-key-title" aria-describedby="new-key-warning" onClose={onClose}>
      <h2 id="new-key-title">Chave “{name}” criada</h2>
      <p id="new-key-warning"><strong>Copie-a agora: não voltará a ser mostrada.</strong> Guarde-a como um segredo (num gestor de palavras-passe ou nas variáveis de ambiente do seu sistema).</p>
      <code ref={secretBox} className="key-secret" data-testid="new-api-key" tabIndex={-1}>{secret}</code>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={copy}>{copied ? "Copiada ✓" : "Copiar"}</button>
        <button type="button" className="button-secondary" onClick={close}>Já guardei a chave</button>
        <span role="status" className="muted small">{copied ? "A chave foi copiada para a área de transferência." : ""}</span>
      </div>
    </dialog>
  );
}
