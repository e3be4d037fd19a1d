import { foldText } from "@/lib/core/fold-text";
import { documentNumberIn } from "../local/document-in-message";
import { extractAmounts } from "../local/extract-amounts";
import { defineIntent } from "./define-intent";

const OPENING = String.raw`^\s*(?:(?:ola|oi|bom dia|boa tarde|boa noite|hey|hi|hello|entao)[\s,!.]*)?`;

/**
 * How or where to do something in the product («como é que carrego uma fatura nesta app?», «how do I upload a receipt
 * in this app?», «como posso carregar talões aqui?», «onde é que vejo… nesta aplicação?»): a how-question of doing, not of how things stand («como está…», «como
 * vão…»), that names the product or «aqui».
 */
const HOW_TO = new RegExp(String.raw`${OPENING}(?:como|onde|where\s+(?:do|can|should)\s+(?:i|we)|how\s+(?:do|can|should)\s+(?:i|we)|how\s+to)\b(?!\s+(?:e\s+que\s+)?(?:esta|estao|estamos|estou|vai|vao|anda|andam|correu|correm|corre|ficou|ficaram|foi|e\s+(?:o|a|os|as)\b|funciona\s+(?:o|a)\s+(?:iva|irs|irc|regime|taxa)))`);
const THE_PRODUCT = /\b(app|apps|aplicacao|aplicativo|programa|plataforma|software|sistema|site|assistente|aqui|this app|the app|here)\b/;

/**
 * Whether the assistant can do a kind of thing at all («podes enviar faturas por email?», «consegues emitir recibos?»,
 * «can you send invoices to my customers?»): a write verb after «podes/consegues/sabes/can you» and a bare plural —
 * no article, document number, amount or capitalised name, which make it an order.
 */
const CAN_YOU_DO_KINDS = new RegExp(
  String.raw`${OPENING}(?:tu\s+)?(?:podes|pode|consegues|consegue|sabes|sabe|da para|e possivel|can you|are you able to|could you)\s+(?:\w+\s+)?(?:enviar|mandar|emitir|fazer|criar|passar|tratar|registar|submeter|pagar|anular|send|issue|create|make|file|register|email)\s+(?!(?:a|o|as|os|um|uma|uns|umas|the|an|my|this|these|that)\b)\p{L}+s\b`,
  "u",
);

/** 10 when the message asks about the product rather than the books, else null. */
function asksAboutTheProduct(message: string): number | null {
  const text = foldText(message);
  if (HOW_TO.test(text) && THE_PRODUCT.test(text)) return 10;
  // A name after the first word («… à Marta?»): someone in particular, so an order to score, not a capability.
  const named = /\s\p{Lu}\p{Ll}/u.test(message.trim());
  if (/\?\s*$/.test(message.trim()) && CAN_YOU_DO_KINDS.test(text) && !documentNumberIn(message) && extractAmounts(message).length === 0 && !named) return 10;
  return null;
}

// What the assistant can do, with examples: also the answer to anything no other intent recognises.
export const help = defineIntent({
  name: "help",
  operation: null,
  card: null,
  toDo: "ajudar",
  help: null,
  examples: ["o que sabes fazer?", "ajuda", "what can you do?", "o que te posso pedir?"],
  phrases: [["ajuda", 4], ["o que sabes fazer", 6], ["o que podes fazer", 6], ["o que consegues fazer", 6], ["help", 4], ["what can you do", 6], ["como te uso", 5],
    // What the assistant is for, asked in other words.
    ["o que posso pedir", 6], ["o que te posso pedir", 6], ["para que serves", 6], ["como funcionas", 6], ["como funciona isto", 6], ["que perguntas posso", 6], ["comandos", 4], ["what can i ask", 6], ["how does this work", 6], ["podes ajudar", 4],
    ["o que te pedir", 6], ["o que pedir", 5], ["nao sei o que", 3], ["fazes mesmo", 6], ["so mostras", 6], ["anything besides", 6], ["anything else", 4], ["do anything", 5], ["que mais fazes", 6], ["que mais consegues", 6], ["que mais sabes", 6], ["sabes fazer mais", 6], ["fazer mais o que", 5],
    ["como uso", 5], ["como se usa", 5], ["estou perdido", 4], ["what are you able", 6], ["what do you do", 5], ["how do i use", 5],
  ],
  // A question about the product (how to do something in it, whether it can do a kind of thing) is answered with what it
  // can do, before any intent reads the things it names.
  claims: asksAboutTheProduct,
  respond: ({ helpReply }) => ({ reply: helpReply, card: null }),
});
