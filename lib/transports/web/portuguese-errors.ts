import type { z } from "zod";
import { formatIssuePath } from "@/lib/core/http/validation";
import { nifProblem, normalizeNif, type NifProblem } from "@/lib/core/nif";

// What a person reads when a web form is refused: plain pt-PT, each message naming its field.
// The API keeps its English developer messages; web pages re-read the same zod issues here, from the
// issue's code and limits (not its English text), so every schema's rule reads the same in Portuguese.

const NIF_PROBLEMS: Record<NifProblem, string> = {
  format: "tem de ter exatamente 9 algarismos",
  prefix: "não começa por um prefixo de NIF válido",
  check_digit: "não é válido (o algarismo de controlo não confere)",
};

/** Custom (refinement) messages the schemas state in English, by a fragment of their text. */
const CUSTOM_MESSAGES: [fragment: string, portuguese: string][] = [
  ["must not be empty", "é obrigatório"],
  ["is required with a NIF", "é obrigatório com um NIF (vazio só para um consumidor final sem NIF)"],
  ["is required", "é obrigatório"],
  ["at most 2 decimals", "tem no máximo 2 casas decimais"],
  ["must not be before startDate", "não pode ser anterior ao início"],
  ["issues FT only", "uma avença emite só faturas (FT)"],
  ["either `template` or `fromInvoiceId`", "indique o cliente e a linha, ou a fatura a repetir"],
  ["at most 3 decimals", "tem no máximo 3 casas decimais"],
  ["only applies to 0% lines", "só se aplica a linhas com IVA a 0%"],
  ["needs its exemption reason", "uma linha com IVA a 0% precisa do motivo de isenção (M01…M99)"],
  ["needs at least one line", "a fatura precisa de pelo menos uma linha"],
  ["at most 200 lines", "no máximo 200 linhas"],
  ["valid email", "não é um endereço de email válido"],
  ["YYYY-MM-DD", "tem de ser uma data válida (dd/mm/aaaa)"],
  ["only for a client outside Portugal", "só se aplica a clientes fora de Portugal"],
  ["foreign tax id", "um cliente estrangeiro tem o número fiscal do seu país, não um NIF português"],
  // The books' refusals that name a field (an operation's `details`), as a web form shows them.
  ["FS over its legal limit", "uma fatura simplificada não pode exceder o seu limite legal (CIVA art. 40.º); emita uma fatura (FT ou FR)"],
  ["total too large", "o total excede o máximo de 10 000 000,00 €"],
  ["no such catalogue item", "o artigo não existe no catálogo"],
  ["catalogue item is archived", "o artigo está arquivado; reponha-o ou escolha outro"],
  ["no such line", "o documento não tem essa linha"],
  ["repeated line", "a linha está repetida"],
  ["more than is still creditable", "é mais do que falta creditar"],
  ["more than is open", "é mais do que está em aberto"],
  ["repeated invoiceId", "o documento está repetido"],
  ["documents of different clients", "uma nota de crédito corrige documentos de um só cliente"],
  ["different withholding rules", "documentos com retenções diferentes: emita uma nota para cada um"],
  ["not an FT, FR or FS", "só se corrigem FT, FR ou FS"],
  ["not an FT, FR, FS or ND", "só se corrigem FT, FR, FS ou ND"],
  ["the client has no email address", "o cliente não tem email: indique o endereço"],
  // A webhook URL refused when it is saved (lib/domains/webhooks/endpoint-url.ts).
  ["not an absolute URL", "não é um endereço completo (ex.: https://exemplo.pt/webhooks)"],
  ["credentials in the URL", "o endereço não pode levar utilizador nem palavra-passe"],
  ["must use https", "tem de usar https (http só para localhost, fora de produção)"],
  ["does not resolve", "o nome do servidor não existe (não foi possível resolvê-lo)"],
  ["loopback addresses are not allowed", "endereços locais (localhost) não são aceites em produção"],
  ["non-public address", "o servidor tem um endereço privado, local ou não público"],
];

const TYPE_NAMES: Record<string, string> = { number: "um número", int: "um número inteiro", string: "texto", boolean: "sim ou não", date: "uma data", array: "uma lista", object: "um conjunto de campos" };

function formatLimit(value: number | bigint): string {
  return new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 3 }).format(value);
}

/** One issue → the Portuguese text after the field's label ("é obrigatório", "tem de ser um número"…). */
export function portugueseIssueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      // A number field left empty or typed as text arrives as NaN or undefined.
      return issue.expected === "number" || issue.expected === "int" ? "tem de ser um número" : isMissing(issue) ? "é obrigatório" : `tem de ser ${TYPE_NAMES[issue.expected] ?? "um valor válido"}`;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "é obrigatório" : `tem de ter pelo menos ${formatLimit(issue.minimum)} caracteres`;
      if (issue.origin === "array") return `precisa de pelo menos ${formatLimit(issue.minimum)}`;
      if (Number(issue.minimum) === 0 && !issue.inclusive) return "tem de ser maior do que zero";
      return issue.inclusive ? `tem de ser pelo menos ${formatLimit(issue.minimum)}` : `tem de ser maior do que ${formatLimit(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `tem no máximo ${formatLimit(issue.maximum)} caracteres`;
      if (issue.origin === "array") return `no máximo ${formatLimit(issue.maximum)}`;
      return issue.inclusive ? `tem de ser no máximo ${formatLimit(issue.maximum)}` : `tem de ser menor do que ${formatLimit(issue.maximum)}`;
    case "invalid_value":
      return issue.values.length === 1 ? `tem de ser ${String(issue.values[0])}` : `tem de ser um de: ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return issue.format === "email" ? "não é um endereço de email válido" : "não tem o formato esperado";
    case "not_multiple_of":
      return `tem de ser múltiplo de ${formatLimit(issue.divisor as number)}`;
    case "custom":
      // A rule of the books states its own Portuguese (`params.pt`); the others are translated here.
      return typeof issue.params?.pt === "string" ? issue.params.pt : customText(issue.message);
    case "unrecognized_keys":
      return "campo desconhecido";
    default:
      return "não é válido";
  }
}

// Issues carry their input only when parsed with `reportInput`; zod's own text says what it received.
function isMissing(issue: z.core.$ZodIssueInvalidType): boolean {
  return "input" in issue ? issue.input === undefined : issue.message.includes("received undefined");
}

/** A refusal's English detail (an operation's `details[].message`, without its own `pt`) in Portuguese when known, else as written. */
export function portugueseDetailText(message: string): string {
  const known = customText(message);
  return known === UNKNOWN ? message : known;
}

const UNKNOWN = "não é válido";

function customText(message: string): string {
  const nif = /^'([^']*)' is not a valid NIF/.exec(message);
  if (nif) {
    const problem = nifProblem(normalizeNif(nif[1]!));
    return problem ? NIF_PROBLEMS[problem] : "não é um NIF válido";
  }
  return CUSTOM_MESSAGES.find(([fragment]) => message.includes(fragment))?.[1] ?? UNKNOWN;
}

/** A field's Portuguese label: `lines[1].unitEuros` → "Preço unitário da linha 2", from labels by last key. */
export function fieldLabel(path: readonly PropertyKey[], labels: Record<string, string>): string {
  const key = [...path].reverse().find((segment) => typeof segment === "string") as string | undefined;
  const line = path.find((segment) => typeof segment === "number") as number | undefined;
  const label = (key && labels[key]) ?? key ?? "Formulário";
  return line === undefined ? label : `${label} da linha ${line + 1}`;
}

/** Parses `value` with `schema`; on failure, one Portuguese message per field path (`lines[0].unitEuros`), each naming its field. */
export function portugueseFieldErrors(error: z.ZodError, labels: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // An unknown field is named itself, not the object holding it.
    const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const issuePath of paths) {
      const path = formatIssuePath(issuePath);
      if (!fields[path]) fields[path] = `${fieldLabel(issuePath, labels)}: ${portugueseIssueText(issue)}`;
    }
  }
  return fields;
}
