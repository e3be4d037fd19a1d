import { api } from "../support/api-client";

/** The document once extraction has ended (polled through GET /documents/{id}). */
export async function finalDocument(key: string, id: string, timeoutMs = 60_000, readVia = api): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = (await readVia("GET", `/documents/${id}`, { key })).body.data;
    if (current.status !== "processing") return current;
    if (Date.now() > deadline) throw new Error(`document ${id} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POST /documents, then — if it answered `processing` — the final document with the same status code. */
export async function uploadAndSettle(key: string, body: { fileName: string; mimeType: string; dataBase64: string }): Promise<{ status: number; body: any; answeredAs: string }> {
  const response = await api("POST", "/documents", { key, body });
  if (response.status !== 201 || response.body.data.status !== "processing") return { ...response, answeredAs: response.body.data?.status };
  const data = await finalDocument(key, response.body.data.id);
  return { status: response.status, body: { ...response.body, data: { ...data, duplicate: response.body.data.duplicate } }, answeredAs: "processing" };
}
