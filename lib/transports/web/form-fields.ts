import type { ApiError, ErrorDetail } from "@/lib/core/api-error";
import { portugueseDetailText } from "./portuguese-errors";

// Where a web form shows an operation's refusal. An operation names what it refuses by input path
// (`type`, `lines[2].vatExemptionCode`, `references[0].lines[0].amountEuros`); a form knows which of
// those paths it has an input for. A path without its own input is shown on the closest one the form
// declares (its parent, else the form's fallback), so no refusal is ever shown with no field marked.

/** A form's inputs, keyed by the operation path they fill, with `[]` for any index. */
export interface FormFields {
  /** Operation path pattern → the form's field key (`[]` there takes the path's indices). */
  fields: Record<string, string>;
  /** The field key that holds what no other field can (a whole-document refusal). */
  fallback: string;
  /** Field key (or its last segment) → Portuguese label. */
  labels: Record<string, string>;
}

const INDEX = /\[(\d+)\]/g;

/** The form field an operation path is shown on: the path's own input, its closest parent's, or the fallback. */
export function formFieldOf(path: string, form: FormFields): string {
  const indices = [...path.matchAll(INDEX)].map((match) => match[1]!);
  let candidate = path.replace(INDEX, "[]");
  while (candidate) {
    const field = form.fields[candidate];
    if (field) {
      let position = 0;
      return field.replace(/\[\]/g, () => `[${indices[position++] ?? 0}]`);
    }
    candidate = parentPath(candidate);
  }
  return form.fallback;
}

function parentPath(path: string): string {
  if (path.endsWith("[]")) return path.slice(0, -2);
  const dot = path.lastIndexOf(".");
  return dot === -1 ? "" : path.slice(0, dot);
}

/** Errors keyed by operation path (a schema check on the web side) re-keyed by the form field showing each. */
export function onFormFields(errors: Record<string, string>, form: FormFields): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = formFieldOf(path, form);
    fields[field] ??= message;
  }
  return fields;
}

/** The label of a field key: `lines[1].unitEuros` → "Preço unitário da linha 2". */
export function formFieldLabel(field: string, form: FormFields): string {
  const key = field.replace(INDEX, "[]");
  const last = key.split(".").at(-1)!.replace("[]", "");
  const label = form.labels[key] ?? form.labels[last] ?? last;
  const line = /\[(\d+)\]/.exec(field);
  return line ? `${label} da linha ${Number(line[1]) + 1}` : label;
}

/**
 * An operation's refusal as the form shows it: each detail on its field, in Portuguese, labelled. A
 * refusal with one detail and its own Portuguese (the books' rules: «Uma fatura simplificada…», `pt`)
 * shows that reason whole; a refusal without details (a conflict) goes on the fallback field.
 */
export function refusalOnFields(error: ApiError, form: FormFields): { message: string; fields: Record<string, string> } {
  const details: ErrorDetail[] = error.details?.length ? error.details : [{ path: form.fallback, message: error.message, pt: error.pt }];
  const fields: Record<string, string> = {};
  for (const detail of details) {
    const field = formFieldOf(detail.path, form);
    if (fields[field]) continue;
    const text = (details.length === 1 ? error.pt : undefined) ?? detail.pt ?? portugueseDetailText(detail.message);
    fields[field] = `${formFieldLabel(field, form)}: ${text}`;
  }
  return { message: Object.values(fields)[0]!, fields };
}
