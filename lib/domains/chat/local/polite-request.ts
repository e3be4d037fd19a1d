import { foldText } from "@/lib/core/fold-text";

// An order phrased as a question or a wish is still an order: «podes enviar a FT 2026/6 ao cliente?», «será que
// me consegues emitir uma nota de crédito…?», «gostava que enviasses…», «could you pause…?». The write intents
// otherwise take a trailing «?» for a question about what happened («a FT 2026/3 já foi paga?») and leave it;
// their drafts are only proposals the owner confirms, so reading a polite request as an order is safe.

const GREETING = String.raw`(?:(?:ola|oi|bom dia|boa tarde|boa noite|hey|hi|hello)[\s,!.]*)?`;
const ASKER = String.raw`(?:(?:sera que|achas que|sabes se)\s+)?(?:(?:me|nos)\s+)?`;
const MODAL = String.raw`(?:(?:nao\s+)?(?:te\s+|se\s+)?importa(?:s|va|vas)?(?:-te|-se)?(?:\s+de)?|(?:me\s+)?faz(?:es)?(?:-me)?\s+o\s+favor\s+de|would you mind|podes|pode|podias|podia|poderias|poderia|consegues|consegue|conseguias|conseguirias|conseguia|dava para|da para|could you|can you|would you|will you|please|por favor|pf|preciso que|gostava que|gostaria que|queria que|quero que)`;
/** «podes dizer-me se a FT 2026/3 já foi paga?», «can you check whether…»: a question about what happened, not an order. */
const TELL = String.raw`(?!\s+(?:me\s+|nos\s+)?(?:dizer|ver|verificar|confirmar|mostrar|explicar|tell|show|check|see|let me know)\b)`;
const POLITE_REQUEST = new RegExp(`^\\s*${GREETING}${ASKER}${MODAL}\\b${TELL}`);

/** Whether the message is a request put politely (a question or a wish addressed to the assistant). */
export function isPoliteRequest(message: string): boolean {
  return POLITE_REQUEST.test(foldText(message));
}
