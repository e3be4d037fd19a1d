// The euro amounts a folded question states («19 mil», «16 500 €», «1,2 milhões»), years left out and small numbers
// (days, percentages) below 100 dropped: shared by the worked cases and the facts the passages turn on.
const AMOUNT = /(\d+(?:[ .]\d{3})*(?:,\d{1,2})?)\s?(mil\b|milhoes\b|milhao\b|m€|m\b)?\s?(?:€|euros?\b|eur\b)?/g;

export function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)]
    .filter((match) => !/^20\d\d$/.test(match[1]!) || match[2] !== undefined)
    .map((match) => {
      const base = Number(match[1]!.replace(/[ .]/g, "").replace(",", "."));
      const scale = match[2] === "mil" ? 1000 : match[2] && /^(milhoes|milhao|m€|m)$/.test(match[2]) ? 1_000_000 : 1;
      return base * scale;
    })
    .filter((value) => value >= 100);
}
