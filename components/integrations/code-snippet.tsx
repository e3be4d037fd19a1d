"use client";

import { useState } from "react";

/** A block of code to paste elsewhere, with a button that copies it (wraps instead of overflowing its box). */
export function CodeSnippet({ label, code, testId }: { label: string; code: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    const done = await navigator.clipboard.writeText(code).then(() => true, () => false);
    setCopied(done);
  }
  return (
    <div className="snippet">
      <pre className="example" data-testid={testId}><code>{code}</code></pre>
      <button type="button" className="button-secondary snippet-copy" onClick={copy} aria-label={`Copiar ${label}`}>
        {copied ? "Copiado ✓" : "Copiar"}
      </button>
      <span className="visually-hidden" role="status">{copied ? `${label} copiado` : ""}</span>
    </div>
  );
}
