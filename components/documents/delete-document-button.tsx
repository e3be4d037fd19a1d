"use client";

import { useState, useTransition } from "react";

/** «Apagar documento» with a confirmation: deleting cannot be undone (the audit trail keeps the file name). */
export function DeleteDocumentButton({ fileName, remove }: { fileName: string; remove: () => Promise<{ ok: false; message: string }> }) {
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        className="button-secondary"
        disabled={pending}
        onClick={() => {
          if (!window.confirm(`Apagar «${fileName}»? O ficheiro e os dados lidos deixam de existir.`)) return;
          startTransition(async () => setRefusal((await remove()).message));
        }}
      >
        {pending ? "A apagar…" : "Apagar documento"}
      </button>
      {refusal ? <p role="alert" className="alert">{refusal}</p> : null}
    </div>
  );
}
