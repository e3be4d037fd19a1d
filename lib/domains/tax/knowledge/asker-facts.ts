import type { AskerFact } from "./passage";

// Facts of the asker's that a passage's rule turns on (Passage.turnsOn), kept apart where more than one passage may
// share them. The passage on crossing the art. 53.º limit during the year does not take ART53_LIMIT_PASSED: its whole
// subject is the two outcomes, both stated as the answer.

/** Having crossed the art. 53.º limit of 15 000 €, what happens turns on by how much: up to 18 750 € at the next 1 January, above it at once. */
export const ART53_LIMIT_PASSED: AskerFact = {
  stated: (question) => [...question.matchAll(/(\d+(?:[ .]\d{3})*(?:,\d+)?)\s?(mil\b)?/g)].some(([, digits, mil]) => {
    const value = Number(digits!.replace(/[ .]/g, "").replace(",", ".")) * (mil ? 1000 : 1);
    return value > 15000 || value === 18750;
  }),
  when: /\b(passei|ultrapassei|excedi|passamos|ultrapassamos|passou|ultrapassou|excedeu)\b/,
  dependsOn: "Depende de quanto passou os 15 000 € no ano: até 18 750 € mantém a isenção até ao fim do ano e passa ao regime normal a 1 de janeiro seguinte; acima de 18 750 € passa logo ao regime normal.",
  ask: "Diga-me quanto faturou este ano até agora (e quanto prevê até dezembro), e indico quando passa a liquidar IVA.",
  needs: ["O que faturou este ano até agora", "O que prevê faturar até dezembro"],
};
