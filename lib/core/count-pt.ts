// A count with its noun in Portuguese: «1 dia», «3 dias». Messages read as sentences, never «dia(s)»
// (ux review 2026-11-26, LOW: «data a 0 dia(s) do documento»).

/** «1 dia», «0 dias», «2 cêntimos»: the singular only for exactly one. */
export function countPt(count: number, singular: string, plural: string): string {
  return `${count} ${Math.abs(count) === 1 ? singular : plural}`;
}
