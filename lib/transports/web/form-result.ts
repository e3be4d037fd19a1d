import type { z } from "zod";

// What a form's server action answers: ok, or errors in Portuguese keyed by field name, each message
// naming its field ("Palavra-passe: …"), so the page can show it next to the input and in a summary.

export type FormResult<T = undefined> = { ok: true; value?: T; message?: string } | { ok: false; message: string; fields: Record<string, string> };

export function fieldError(field: string, label: string, message: string): FormResult<never> {
  return { ok: false, message: `${label}: ${message}`, fields: { [field]: `${label}: ${message}` } };
}

/** Zod issues → one message per field, each prefixed with the field's Portuguese label; `portuguese` reads a schema's English messages. */
export function formErrors(error: z.ZodError, labels: Record<string, string>, portuguese: (message: string) => string = (message) => message): FormResult<never> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    const label = labels[field] ?? field;
    fields[field] = `${label}: ${portuguese(issue.message)}`;
  }
  // The summary names every wrong field: with a bad NIF and a bad IBAN it named only the first (ux LOW).
  const messages = Object.values(fields);
  return { ok: false, message: messages.length ? messages.join(" ") : "Verifique os dados do formulário.", fields };
}

export function formText(formData: FormData, ...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));
}
