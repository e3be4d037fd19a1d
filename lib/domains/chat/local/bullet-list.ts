/** Items as the assistant lists them in a reply: one "• item" per line. */
export function bulletList(items: string[]): string {
  return items.map((item) => `• ${item}`).join("\n");
}
