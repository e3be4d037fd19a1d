"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useDropZone } from "@/components/forms/use-drop-zone";

type Result = { imported: number; matched: number; suggested: number; unmatched: number; duplicates: number; otherAccountIban: string | null };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The bank statement import: the same drop zone as Documentos (drag a CSV, or click / Enter to choose). */
export function StatementImport() {
  const router = useRouter();
  const { input, dragging, zoneProps } = useDropZone((files) => send(files[0]));
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const [pending, startTransition] = useTransition();

  function send(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    startTransition(async () => {
      const response = await fetch("/banco/importar", { method: "POST", body: form });
      const body = await response.json().catch(() => ({ error: { message: "Não foi possível importar o extrato; tente de novo." } }));
      if (response.ok) {
        setResult(body.data);
        setError(null);
        router.refresh();
      } else {
        setError({ message: body.error.message, lines: (body.error.details ?? []).map((detail: { path: string; message: string }) => `${detail.path}: ${detail.message}`) });
        setResult(null);
      }
      if (input.current) input.current.value = "";
    });
  }

  return (
    <div className="import-form">
      <div
        className={`drop-zone${dragging ? " dragging" : ""}`}
        role="button"
        tabIndex={0}
        aria-label="Importar extrato bancário: arraste o ficheiro CSV para aqui ou prima Enter para escolher"
        aria-busy={pending}
        {...zoneProps}
      >
        <strong>{pending ? "A importar…" : "Arraste o extrato do seu banco para aqui"}</strong>
        <span className="muted">ou clique para escolher · CSV exportado do banco, até 5 MB</span>
        <input ref={input} type="file" name="file" accept=".csv,.txt,.tsv,text/csv,text/plain" hidden aria-label="Extrato bancário (CSV do seu banco)" onChange={(event) => send(event.target.files?.[0])} />
      </div>
      {result ? (
        <p className="notice" role="status" data-testid="import-result">
          {plural(result.imported, "movimento novo", "movimentos novos")}: {result.matched} reconciliados, {result.suggested} com sugestão, {result.unmatched} por classificar{result.duplicates ? ` · ${plural(result.duplicates, "já importado", "já importados")}` : ""}.
        </p>
      ) : null}
      {result?.otherAccountIban ? (
        <p className="alert" role="alert" data-testid="import-iban-warning">
          Atenção: o extrato indica a conta {result.otherAccountIban}, que não é a conta desta empresa. Confirme que importou o extrato certo; se não, desfaça os movimentos importados.
        </p>
      ) : null}
      {error ? (
        <div className="alert" role="alert">
          <p>{error.message}</p>
          {error.lines.length ? <ul>{error.lines.map((line) => <li key={line}>{line}</li>)}</ul> : null}
        </div>
      ) : null}
    </div>
  );
}
