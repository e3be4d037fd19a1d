"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDropZone } from "@/components/forms/use-drop-zone";

type Upload = { key: number; name: string; progress: number; result?: string; error?: string };

// Each upload is found again by its own key: a position read from `uploads` when sending was the
// same stale length for every file of one drop, so all progress went to the first row.
let nextUploadKey = 0;

/** The limit the page states ("até 12 MB"), checked before sending; the server checks it again. */
const MAX_FILE_BYTES = 12 * 1024 * 1024;

/** Drag-and-drop (or choose) expense documents; each is sent with upload progress to the session route. */
export function UploadDropZone() {
  const router = useRouter();
  const { input, dragging, zoneProps } = useDropZone((files) => files.forEach(send));
  const [uploads, setUploads] = useState<Upload[]>([]);

  function send(file: File) {
    const key = nextUploadKey++;
    if (file.size > MAX_FILE_BYTES) {
      setUploads((current) => [...current, { key, name: file.name, progress: 0, error: "O ficheiro é maior do que os 12 MB permitidos." }]);
      return;
    }
    setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
    const update = (change: Partial<Upload>) => setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    const form = new FormData();
    form.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/documentos/enviar");
    request.upload.onprogress = (event) => event.lengthComputable && update({ progress: Math.round((event.loaded / event.total) * 100) });
    request.onload = () => {
      let body;
      try {
        body = JSON.parse(request.responseText || "{}");
      } catch {
        body = {};
      }
      if (request.status >= 400) update({ progress: 100, error: body.error?.message ?? "Não foi possível enviar o ficheiro; tente de novo." });
      else update({ progress: 100, result: body.data.duplicate ? "já existia" : STATUS_TEXT[body.data.status as string] ?? body.data.status });
      router.refresh();
    };
    request.onerror = () => update({ error: "Sem ligação." });
    request.send(form);
  }

  return (
    <div>
      <div
        className={`drop-zone${dragging ? " dragging" : ""}`}
        role="button"
        tabIndex={0}
        aria-label="Enviar documentos de despesa: arraste ficheiros para aqui ou prima Enter para escolher"
        {...zoneProps}
      >
        <strong>Arraste faturas de fornecedores para aqui</strong>
        <span className="muted">ou clique para escolher · PDF, JPG, PNG, WebP ou fatura eletrónica UBL/CIUS-PT (XML) até 12 MB · o código QR da AT e a fatura eletrónica são lidos automaticamente</span>
        <input ref={input} type="file" name="file" accept="application/pdf,image/jpeg,image/png,image/webp,application/xml,text/xml,.xml" multiple hidden onChange={(event) => Array.from(event.target.files ?? []).forEach(send)} />
      </div>
      {uploads.length ? (
        <ul className="uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} data-testid="upload-row">
              <span>{upload.name}</span>
              <progress max={100} value={upload.progress} aria-label={`Progresso de ${upload.name}`} />
              <span data-testid="upload-result">{upload.error ? <span className="field-error">{upload.error}</span> : upload.result ?? `${upload.progress}%`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const STATUS_TEXT: Record<string, string> = { archived: "arquivado", needs_review: "a rever", error: "erro", processing: "a processar" };
