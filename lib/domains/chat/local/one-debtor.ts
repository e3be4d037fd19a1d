/**
 * How much one debtor owes («quanto me deve a Sonae?», «a Joana ainda me deve quanto?», «qual a dívida da Padaria
 * Central?», «how much does Sonae owe me?»): the receivables of that client — its open invoices and what is still
 * open on them —, not the clients' list. The verb is singular (one debtor); each client's debt («quanto me deve cada
 * cliente?», «que clientes me devem mais?», «dívida por cliente») stays the clients' card, and what the company
 * owes the State is not a client's debt. Read on the folded text, enclitics put first («deve-me» → «me deve»).
 */
const ONE_DEBTOR = /\b(quanto|quanta|how much)\b[^?.!]*\b(deve|owes?)\b|\b(deve|owes?)\b[^?.!]*\b(quanto|how much)\b|\bdivida (da|do|de)\b/;
const SEVERAL_DEBTORS_OR_STATE = /\b(cada|todos|por cliente|clientes|each|every|customers|clients|quem|who|financas|estado|seguranca social|impostos?|iva|banco|vat|tax|taxes|irs|irc|state|bank)\b/;

export function asksOneDebtor(text: string): boolean {
  return ONE_DEBTOR.test(text) && !SEVERAL_DEBTORS_OR_STATE.test(text);
}

/**
 * The name the owner gave the debtor, as written («Sonae» in «quanto me deve a Sonae?»): the first run of
 * capitalised words after the message's first word, or null.
 */
export function debtorNameIn(message: string): string | null {
  const found = /\s(\p{Lu}[\p{L}\p{N}.&'-]*(?:\s+(?:d[aeo]s?\s+|e\s+)?\p{Lu}[\p{L}\p{N}.&'-]*)*)/u.exec(message.trim());
  return found ? found[1]!.replace(/[.,;:!?]+$/, "") : null;
}
