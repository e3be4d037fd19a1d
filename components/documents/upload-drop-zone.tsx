"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

type Upload = { name: string; progress: number; result?: string; error?: string };

/** Drag-and-drop (or choose) expense documents; each is sent with upload progress to the session route. */
export function UploadDropZone() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);

  function send(file: File) {
    const index = uploads.length;
    setUploads((current) => [...current, { name: file.name, progress: 0 }]);
    const update = (change: Partial<Upload>) => setUploads((current) => current.map((item, position) => (position === index ? { ...item, ...change } : item)));
    const form = new FormData();
    form.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/documentos/enviar");
    request.upload.onprogress = (event) => event.lengthComputable && update({ progress: Math.round((event.loaded / event.total) * 100) });
    request.onload = () => {
      const body = JSON.parse(request.responseText || "{}");
      if (request.status >= 400) update({ progress: 100, error: body.error?.message ?? "Falhou." });
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
        onClick={() => input.current?.click()}
        onKeyDown={(event) => (event.key === "Enter" || event.key === " ") && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          Array.from(event.dataTransfer.files).forEach(send);
        }}
      >
        <strong>Arraste faturas de fornecedores para aqui</strong>
        <span className="muted">ou clique para escolher · PDF, JPG, PNG ou WebP até 12 MB · o código QR da AT é lido automaticamente</span>
        <input ref={input} type="file" name="file" accept="application/pdf,image/jpeg,image/png,image/webp" multiple hidden onChange={(event) => Array.from(event.target.files ?? []).forEach(send)} />
      </div>
      {uploads.length ? (
        <ul className="uploads" aria-live="polite">
          {uploads.map((upload, index) => (
            <li key={index}>
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
