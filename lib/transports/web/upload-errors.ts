import { ApiError, type ErrorDetail } from "@/lib/core/api-error";

// The web pages' uploads (Documentos, Banco) run the API's operations, whose refusals are English
// developer text. A person reads them here in Portuguese, with the limit the page itself states ("até 12 MB").

/** What one upload page states: the file it takes and its size limit, as the page writes them. */
export type UploadWording = { what: string; kinds: string; limit: string };

const LINE_PROBLEMS: [pattern: RegExp, portuguese: (match: RegExpExecArray) => string][] = [
  [/^invalid date '(.*)'/, (match) => `data inválida «${match[1]}» (use dd/mm/aaaa, dd-mm-aaaa ou aaaa-mm-dd)`],
  [/^invalid amount '(.*)'/, (match) => `valor inválido «${match[1]}»`],
  [/^missing description/, () => "falta a descrição"],
  [/^malformed Unicode/, () => "descrição com caracteres inválidos"],
  [/^amount too large/, () => "valor demasiado grande"],
  [/^line longer than (\d+)/, (match) => `linha com mais de ${match[1]} caracteres`],
];

function lineProblem(reason: string): string {
  for (const [pattern, portuguese] of LINE_PROBLEMS) {
    const match = pattern.exec(reason);
    if (match) return portuguese(match);
  }
  return "não foi possível ler esta linha";
}

function lineDetails(details: readonly ErrorDetail[] | undefined): ErrorDetail[] {
  return (details ?? []).filter((detail) => detail.path.startsWith("line ")).map((detail) => ({ path: detail.path.replace("line", "linha"), message: lineProblem(detail.message) }));
}

/** The same error (code and status kept) with a Portuguese message and details, for a person on a web page. */
export function personUploadError(error: ApiError, wording: UploadWording): ApiError {
  // A refusal that states its own Portuguese (a rule of the books) is shown as it says.
  if (error.pt) return new ApiError(error.code, error.pt, { headers: error.headers });
  const text = error.message;
  switch (error.code) {
    case "payload_too_large":
      if (/movement lines/.test(text)) return new ApiError(error.code, `O extrato tem demasiados movimentos para uma só importação (${/at most (\d+)/.exec(text)?.[1] ?? "o máximo"}). Divida-o por período e importe cada parte.`);
      return new ApiError(error.code, `O ficheiro é maior do que os ${wording.limit} permitidos.`);
    case "unsupported_media_type":
      return new ApiError(error.code, `O ficheiro não é ${wording.kinds} (verificado pelo conteúdo).`);
    case "validation_error": {
      if (/empty/i.test(text)) return new ApiError(error.code, `O ficheiro está vazio.`);
      if (/binary/i.test(text)) return new ApiError(error.code, `Este ficheiro não é ${wording.what}: escolha o ficheiro CSV exportado do seu banco.`);
      if (/no movements/.test(text)) return new ApiError(error.code, "O extrato não tem movimentos.");
      const lines = lineDetails(error.details);
      if (lines.length) return new ApiError(error.code, `${lines.length === 1 ? "Uma linha não pôde ser lida" : `${lines.length} linhas não puderam ser lidas`}; nada foi importado.`, { details: lines });
      if (/^Unknown multipart field/.test(text)) return new ApiError(error.code, "O envio leva apenas o ficheiro; retire os outros campos.");
      if (/multipart|Missing the/.test(text)) return new ApiError(error.code, "Escolha um ficheiro para enviar.");
      return new ApiError(error.code, `O ficheiro não pôde ser lido como ${wording.what}.`);
    }
    case "rate_limited":
      return new ApiError(error.code, "Demasiados envios seguidos; aguarde uns segundos e tente de novo.", { headers: error.headers });
    case "unauthorized":
      return new ApiError(error.code, "A sua sessão terminou; entre de novo.");
    case "forbidden":
    case "insufficient_scope":
      return new ApiError(error.code, "Não tem permissão para enviar ficheiros nesta empresa.");
    case "service_unavailable":
      return new ApiError(error.code, "O serviço está momentaneamente indisponível; tente de novo dentro de segundos.", { headers: error.headers });
    default:
      return new ApiError(error.code, "Não foi possível enviar o ficheiro; tente de novo.");
  }
}
