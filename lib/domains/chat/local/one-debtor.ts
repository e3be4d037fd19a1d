/**
 * How much one debtor owes («quanto me deve a Sonae?», «a Joana ainda me deve quanto?», «qual a dívida da Padaria
 * Central?», «how much does Sonae owe me?»): the receivables of that client — its open invoices and what is still
 * open on them —, not the clients' list. The verb is singular (one debtor); each client's debt («quanto me deve cada
 * cliente?», «que clientes me devem mais?», «dívida por cliente») stays the clients' card, and what the company
 * owes the State is not a client's debt. Read on the folded text, enclitics put first («deve-me» → «me deve»).
 */
const ONE_DEBTOR = /\b(quanto|quanta|how much)\b[^?.!]*\b(deve|owes?)\b|\b(deve|owes?)\b[^?.!]*\b(quanto|how much)\b|\bdivida (da|do|de)\b/;
const SEVERAL_DEBTORS_OR_STATE = /\b(cada|todos|por cliente|clientes|each|every|customers|clients|quem|who|financas|estado|seguranca social|impostos?|iva|banco|vat|tax|taxes|irs|irc|state|bank)\b/;

/**
 * The company as the debtor, not a client: a creditor it pays («ao fornecedor», «à senhoria», «supplier», «landlord»),
 * the owner or the company owing («I/we owe», «a (minha) empresa deve», «a dívida da minha empresa»).
 */
const COMPANY_OWES = /\b(fornecedor\w*|supplier\w*|senhori[oa]s?|landlord|credor\w*|creditor\w*)\b|\b(i|we)\s+(still\s+)?owe\b|\bempresa\s+(ainda\s+)?deve\b|\bdivida\s+d[ao]\s+(minha|nossa)\s+empresa\b/;
/** «deve» as a modal before an infinitive («quanto deve custar…», «quanto tempo deve levar…»): no debt at all. */
const MODAL_DEVE = /\bdeve\s+\p{L}{2,}(ar|er|ir)\b/u;

/** Someone owing the owner («me deve», «nos devem», «owes me», «owe us»), read after enclitics are put first. */
const OWES_THE_OWNER = /\b(me|nos)\s+(ainda\s+)?dev(e|em)\b|\bowes?\s+(me|us)\b/;

/** Whether the message asks what the company owes (a supplier, «I/we owe»), nobody being said to owe the owner. */
export function asksWhatCompanyOwes(text: string): boolean {
  return /\b(dev(o|e|emos|em|er|ia|ido|ida)|owes?|owed|owing|dividas?|debts?)\b/.test(text) && COMPANY_OWES.test(text) && !OWES_THE_OWNER.test(text);
}

export function asksOneDebtor(text: string): boolean {
  return ONE_DEBTOR.test(text) && !SEVERAL_DEBTORS_OR_STATE.test(text) && !COMPANY_OWES.test(text) && !MODAL_DEVE.test(text);
}

/**
 * The name the owner gave the debtor, as written («Sonae» in «quanto me deve a Sonae?»): the first run of
 * capitalised words after the message's first word, or null.
 */
export function debtorNameIn(message: string): string | null {
  const found = /\s(\p{Lu}[\p{L}\p{N}.&'-]*(?:\s+(?:d[aeo]s?\s+|e\s+)?\p{Lu}[\p{L}\p{N}.&'-]*)*)/u.exec(message.trim());
  return found ? found[1]!.replace(/[.,;:!?]+$/, "") : null;
}

/**
 * How much the clients owe altogether («quanto me devem os clientes ao todo?», «how much do my customers owe me in
 * total?»): the receivables' total — not each client's debt («cada cliente», «que clientes devem mais»), the clients' card.
 */
export function asksTotalOwed(text: string): boolean {
  return (
    /\b(quanto|quanta|how much)\b[^?.!]*\b(devem|owe)\b/.test(text) &&
    /\b(ao todo|no total|em total|in total|altogether|all together|todos juntos)\b/.test(text) &&
    !/\b(cada|each|every|por cliente|per (client|customer)|mais|most|quem|who|which|que clientes)\b/.test(text)
  );
}
