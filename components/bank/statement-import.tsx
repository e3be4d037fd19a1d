"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

type Result = { imported: number; matched: number; suggested: number; unmatched: number; duplicates: number; format: string };

export function StatementImport() {
  const router = useRouter();
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="import-form"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        startTransition(async () => {
          const response = await fetch("/banco/importar", { method: "POST", body: form });
          const body = await response.json();
          if (response.ok) {
            setResult(body.data);
            setError(null);
            router.refresh();
          } else {
            setError({ message: body.error.message, lines: (body.error.details ?? []).map((detail: { path: string; message: string }) => `${detail.path}: ${detail.message}`) });
            setResult(null);
          }
        });
      }}
    >
      <label>
        Extrato bancário (CSV do seu banco)
        <input type="file" name="file" accept=".csv,.txt,.tsv,text/csv,text/plain" required />
      </label>
      <button type="submit" className="button" disabled={pending}>{pending ? "A importar…" : "Importar"}</button>
      {result ? (
        <p className="notice" role="status" data-testid="import-result">
          {result.imported} novos movimentos: {result.matched} reconciliados, {result.suggested} com sugestão, {result.unmatched} por classificar{result.duplicates ? ` · ${result.duplicates} já importados` : ""}. <span className="muted small">({result.format})</span>
        </p>
      ) : null}
      {error ? (
        <div className="alert" role="alert">
          <p>{error.message}</p>
          {error.lines.length ? <ul>{error.lines.map((line) => <li key={line}>{line}</li>)}</ul> : null}
        </div>
      ) : null}
    </form>
  );
}
