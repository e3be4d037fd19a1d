import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { askedFacts, holdsFact, missingSubject, passesGate } from "@/lib/domains/tax/answer-gate";
import type { Passage } from "@/lib/domains/tax/knowledge";
import { indexTerm, readQuestion } from "@/lib/domains/tax/tax-question-match";

// The answer gate (lib/domains/tax/answer-gate.ts) on hand-written question/passage pairs, both directions:
// a passage holding the kind of fact asked and the question's key subjects passes; one that shares
// the words but lacks the fact (or names another region, article, tax or year) does not.

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

function passage(title: string, text: string, reference: string, year = 2026): Passage {
  return { id: title, topic: "IVA", title, text, reference, year, verification: "unverified", subjects: [], asks: [] };
}

const threshold = passage("Ultrapassar o limite do artigo 53.º", "Se o volume de negócios ultrapassar 15 000 € em mais de 25% (18 750 €), a isenção cessa logo.", "CIVA art. 53.º");
const changes = passage("Declaração de alterações de atividade", "Qualquer alteração é comunicada à AT no prazo de 15 dias, por exemplo a mudança de regime por ultrapassar o limite do art. 53.º.", "CIVA art. 32.º");
const mainland = passage("Taxas de IVA no continente", "No continente a taxa normal do IVA é 23%, a intermédia 13% e a reduzida 6%.", "CIVA art. 18.º");
const madeira = passage("Taxas de IVA na Madeira", "Na Madeira a taxa normal do IVA é 22%.", "CIVA art. 18.º; DLR Madeira");
const atcud = passage("ATCUD", "O ATCUD é o código único do documento, impresso em cada fatura.", "Portaria 195/2020");
const deadline = passage("Prazo da declaração periódica do IVA", "A declaração trimestral do IVA entrega-se até ao dia 20 do segundo mês seguinte ao trimestre.", "CIVA art. 41.º");
const reverse = passage("Autoliquidação na construção", "Nos serviços de construção civil a um sujeito passivo, é o adquirente (o cliente) que liquida o IVA.", "CIVA art. 2.º, n.º 1, al. j)");

describe("what kind of fact a question asks", () => {
  it.each([
    ["qual é o limite do artigo 53?", ["amount"]],
    ["que taxa de iva aplico?", ["rate"]],
    ["até que dia entrego a declaração do iva?", ["deadline"]],
    ["quando tenho de entregar a declaração do iva?", ["deadline"]],
    ["posso apagar uma fatura?", ["permission"]],
    ["como corrijo uma fatura errada?", ["procedure"]],
    ["quem liquida o iva na construção?", ["whoMust"]],
    ["o que é o atcud?", []],
  ])("%s → %j", (question, kinds) => {
    expect([...askedFacts(fold(question))].sort()).toEqual([...kinds].sort());
  });
});

describe("the gate, both directions", () => {
  it("passes a passage that holds the amount asked and refuses one with the same words but no amount", () => {
    const question = fold("Estou no art 53 e já vou em 19 mil euros faturados, o que acontece?");
    expect(passesGate(question, threshold)).toBe(true);
    expect(holdsFact(changes.text, "amount")).toBe(false);
    expect(passesGate(question, changes)).toBe(false);
  });

  it("passes a rate only from a passage with a percentage", () => {
    expect(passesGate(fold("que taxa de iva aplico no continente?"), mainland)).toBe(true);
    expect(passesGate(fold("qual é a taxa do atcud?"), atcud)).toBe(false);
  });

  it("passes a deadline only from a passage with a date or period", () => {
    expect(passesGate(fold("até que dia entrego a declaração do iva?"), deadline)).toBe(true);
    expect(passesGate(fold("até que dia tenho de pôr o atcud?"), atcud)).toBe(false);
  });

  it("passes who-must only from a passage that names who", () => {
    expect(passesGate(fold("quem liquida o iva na construção?"), reverse)).toBe(true);
    expect(passesGate(fold("quem tem de pôr o atcud?"), passage("Taxa", "23%", "CIVA"))).toBe(false);
  });

  it("refuses a passage that misses the question's region, article, tax or year", () => {
    const funchal = fold("presto serviços no Funchal, que taxa normal de iva aplico?");
    expect(missingSubject(funchal, mainland)).toBe("a região autónoma");
    expect(passesGate(funchal, madeira)).toBe(true);
    expect(missingSubject(fold("o que diz o artigo 78 sobre isto?"), threshold)).toBe("artigo 78");
    expect(missingSubject(fold("qual a taxa de irc?"), mainland)).toBe("o imposto perguntado");
    expect(missingSubject(fold("qual era a taxa normal de iva em 2011?"), mainland)).toBe("o ano 2011");
    expect(missingSubject(fold("qual a taxa de iva em espanha?"), mainland)).toBe("o país (espanha)");
    expect(missingSubject(fold("que taxa de iva aplico no continente?"), mainland)).toBeNull();
    // The reverse: a passage about a narrower situation (a foreign client, a region) than the question.
    const foreign = passage("Freelancer a trabalhar para uma empresa estrangeira", "Emite fatura-recibo sem IVA português, com autoliquidação.", "CIVA art. 6.º");
    expect(missingSubject(fold("posso passar fatura-recibo a uma empresa?"), foreign)).toBe("um cliente ou fornecedor estrangeiro");
    expect(missingSubject(fold("passo fatura-recibo a uma empresa francesa, levo iva?"), foreign)).toBeNull();
    expect(missingSubject(fold("qual a taxa normal de iva?"), madeira)).toBe("uma região autónoma");
  });
});

describe("the tax expert with the gate", () => {
  it("answers the art. 53.º threshold question with the passage that holds 18 750 €, not «declaração de alterações»", () => {
    const answer = answerLocally("Estou no regime do art 53 e este ano ja vou em 19 mil euros faturados. O que acontece? só mudo em janeiro?");
    expect(answer.sources[0]?.title ?? "").not.toMatch(/altera/i);
    if (answer.type === "answer") expect(answer.resposta).toContain("18 750");
  });

  it("has no clarification on an answer or a «não sei»", () => {
    expect(answerLocally("qual é a taxa de iva normal no continente?").clarification).toBeNull();
    expect(answerLocally("qual a taxa de iva das bicicletas?").clarification).toBeNull();
    // New construction is not the 6% of works on a home.
    expect(answerLocally("qual o IVA das obras de construção numa casa nova?").resposta).toMatch(/^A construção de um imóvel novo/);
    // «em dinheiro» is a cash payment, not money taken out of the company.
    expect(answerLocally("posso pagar o salário em dinheiro?").sources[0]?.title ?? "").not.toMatch(/Tirar dinheiro da empresa/);
  });

  it("answers «não sei», naming the nearest passage as one that may help, when a follow-up part is not covered", () => {
    // (The Azores passage now names beer, so «… e nas imperiais?» is answered whole: the uncovered part is another.)
    const answer = answerLocally("tenho um restaurante em Ponta Delgada, que iva ponho nas refeiçoes? e no aluguer de bicicletas?");
    expect(answer.type).toBe("unknown");
    expect(answer.resposta).toMatch(/pode ajudar/i);
  });

  it.each([
    ["posso ficar isento de iva?", /volume de neg[oó]cios/],
    ["que IVA é que ponho nas minhas faturas?", /regi[aã]o/],
    ["compensa passar de recibos verdes para uma Lda?", /depende/i],
  ])("asks for the data a personal question needs: %s", (question, names) => {
    const answer = answerLocally(question);
    expect(answer.type).toBe("clarification");
    expect(answer.resposta).toMatch(names);
    // The chat's clarification card shows these.
    expect(answer.clarification?.question).toMatch(/^Diga-me/);
    expect(answer.clarification?.neededData.length).toBeGreaterThan(1);
  });
});

describe("clarifications cite passages that exist", () => {
  it.each(["quanto vou pagar de IRS este ano?", "quanto pago de irc?", "posso ficar isento de iva?", "que IVA é que ponho nas minhas faturas?", "devo abrir uma Lda ou ficar a recibos verdes?", "que taxa de IRS vou pagar?", "tenho de pagar IVA?"])("%s", (question) => {
    const answer = answerLocally(question);
    expect(answer.type).toBe("clarification");
    expect(answer.sources.length).toBeGreaterThan(0);
  });
});

describe("follow-up parts of a question", () => {
  it("reads a second question after «?» or after «e quanto / e qual…» as a follow-up the passage must cover", () => {
    expect([...readQuestion("que iva ponho nas refeições? e nas imperiais?").followUp]).toContain(indexTerm("imperiais"));
    expect([...readQuestion("quanto é a TSU da empresa e quanto desconta o trabalhador").followUp]).toContain(indexTerm("trabalhador"));
    expect(readQuestion("qual a taxa de iva da restauração").followUp.size).toBe(0);
  });
});

describe("false refusals by class (issue #33): the ways labour law writes an amount", () => {
  it("holds an amount written in hours, in days of pay per year worked, as a multiple of the pay, or as a number of times", () => {
    expect(holdsFact("O turno não pode passar de 9 horas seguidas.", "amount")).toBe(true);
    expect(holdsFact("Recebe 20 dias de retribuição base por cada ano de casa.", "amount")).toBe(true);
    expect(holdsFact("A compensação é calculada por cada ano completo de antiguidade.", "amount")).toBe(true);
    expect(holdsFact("O total não passa de 6 vezes a retribuição mensal.", "amount")).toBe(true);
    expect(holdsFact("O estágio pode ser prorrogado no máximo duas vezes.", "amount")).toBe(true);
  });
  it("still refuses a text with no figure of any kind, or hours only as a word", () => {
    expect(holdsFact("O horário de trabalho é afixado no local de trabalho em lugar visível.", "amount")).toBe(false);
    expect(holdsFact("A formação conta como horas de trabalho efetivo.", "amount")).toBe(false);
    expect(holdsFact("O contrato fica sem termo se passar o prazo.", "amount")).toBe(false);
  });
  it("a question on weekly hours is answered by a passage stating them", () => {
    const hours = passage("Limite do horário semanal", "O período normal de trabalho não pode exceder 8 horas por dia nem 40 horas por semana.", "Código do Trabalho, art. 203.º");
    expect(passesGate(fold("quantas horas por semana pode fazer um empregado?"), hours)).toBe(true);
  });
});

describe("false refusals by class (issue #33): «depósito a prazo» names a deposit, not a deadline", () => {
  it("does not read a deadline asked from a term deposit, but still from «prazo» asked", () => {
    expect(askedFacts(fold("quanto se paga de imposto sobre um deposito a prazo de 10 000 euros?")).has("deadline")).toBe(false);
    expect(readQuestion("que imposto levam os juros dos depositos a prazo?").asks.has("prazo")).toBe(false);
    expect(askedFacts(fold("qual e o prazo para declarar os juros do deposito?")).has("deadline")).toBe(true);
  });
  it("the interest on a term deposit is answered with the withholding rate", () => {
    const reply = answerLocally("quanto imposto se paga sobre os juros de um deposito a prazo?");
    expect(reply.sources.map((source) => source.title).join(" ")).toMatch(/juros/i);
  });
});

describe("false refusals by class (issue #33): a neighbour covering the question alike", () => {
  it("the passage giving more of the kinds asked comes first among equally covering ones", async () => {
    const { answeringPassages } = await import("@/lib/domains/tax/tax-question-match");
    const found = answeringPassages("por quantos anos guardo as faturas de compras?").map((match) => match.passage.id);
    expect(found[0]).toBe("conservacao-documentos");
  });
});
