"use client";

import { useState } from "react";

/**
 * The submit of a form whose write cannot be taken back (a credit note, a receipt, an annulment): the
 * first press checks the form and asks, in words, what is about to happen; only «Confirmar» submits.
 */
export function ConfirmSubmit({ label, question, className = "button" }: { label: string; question: string; className?: string }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={className} onClick={(event) => { if (event.currentTarget.form?.reportValidity() !== false) setAsking(true); }}>
        {label}
      </button>
    );
  }
  return (
    <div className="confirm-step" role="group" aria-label={`Confirmar: ${label}`}>
      <p className="small"><strong>{question}</strong></p>
      <div className="actions">
        <button type="submit" className={className} autoFocus>Confirmar</button>
        <button type="button" className="button-secondary" onClick={() => setAsking(false)}>Cancelar</button>
      </div>
    </div>
  );
}
