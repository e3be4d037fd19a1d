/** What an agent's proposal would do in one line: a document's number, client and total, else the start of the preview. */
export function proposalSummary(preview: unknown): string {
  const data = (preview ?? {}) as Record<string, unknown>;
  if (typeof data.display === "string" && typeof data.total === "string") return `${data.display} · ${data.clientName ?? ""} · ${data.total}`;
  return JSON.stringify(preview ?? null).slice(0, 160);
}
