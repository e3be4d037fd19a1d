"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { documentStatuses } from "@/app/(app)/documentos/actions";
import { useDropZone } from "@/components/forms/use-drop-zone";

/** `processingId`: the document still being read, followed until its extraction ends. */
type Upload = { key: number; name: string; progress: number; result?: string; error?: string; processingId?: string };

/** How often the list asks for the status of documents still being read (ux review 9: it never did). */
const POLL_EVERY_MS = 1_500;

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
      else update({ progress: 100, result: body.data.duplicate ? "já existia" : STATUS_TEXT[body.data.status as string] ?? body.data.status, processingId: body.data.status === "processing" ? body.data.id : undefined });
      router.refresh();
    };
    request.onerror = () => update({ error: "Sem ligação." });
    request.send(form);
  }

  const following = uploads.filter((upload) => upload.processingId).map((upload) => upload.processingId!);
  const followingKey = following.join(",");
  useEffect(() => {
    if (!followingKey) return;
    const timer = setInterval(async () => {
      const statuses = await documentStatuses(followingKey.split(",")).catch(() => ({}) as Record<string, string>);
      const ended = Object.entries(statuses).filter(([, status]) => status !== "processing");
      if (ended.length === 0) return;
      const final = new Map(ended);
      setUploads((current) => current.map((upload) => (upload.processingId && final.has(upload.processingId) ? { ...upload, processingId: undefined, result: STATUS_TEXT[final.get(upload.processingId)!] ?? final.get(upload.processingId) } : upload)));
      router.refresh();
    }, POLL_EVERY_MS);
    return () => clearInterval(timer);
  }, [followingKey, router]);
  const finished = uploads.filter((upload) => upload.error || (upload.result && !upload.processingId)).length;

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
      {uploads.length > 1 ? <p className="small" data-testid="upload-summary" aria-live="polite">{finished === uploads.length ? `${uploads.length} ficheiros tratados.` : `${finished} de ${uploads.length} ficheiros tratados…`}</p> : null}
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

const STATUS_TEXT: Record<string, string> = { archived: "arquivado", needs_review: "a rever", error: "erro", processing: "a processar", deleted: "apagado" };
