import { inject } from "vitest";

// Submitting a page's server-action form as a browser without JavaScript does: the hidden fields
// React renders for the action ($ACTION_…), plus the visible ones, posted as multipart to the page.
// The answer is the page rendered again with the action's result, so it is exactly what a person sees.

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1]!.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity]!) : undefined;
}

export interface FormAnswer {
  status: number;
  html: string;
  setCookies: string[];
  /** The form's summary line (role="status" or role="alert"), tags removed. */
  summary: string;
  ms: number;
}

export async function submitWithoutScript(path: string, fields: Record<string, string>, cookie = ""): Promise<FormAnswer> {
  const base = inject("baseUrl");
  const form = await (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text();
  const body = new FormData();
  for (const [tag] of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (name?.startsWith("$ACTION")) body.append(name, attribute(tag, "value") ?? "");
  }
  if (![...body.keys()].length) throw new Error(`no server-action form on ${path}`);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: "POST", body, redirect: "manual", headers: { Origin: base, Cookie: cookie } });
  const html = await response.text();
  const ms = performance.now() - started;
  const summary = /<p role="(?:status|alert)"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { status: response.status, html, setCookies: response.headers.getSetCookie(), summary, ms };
}
