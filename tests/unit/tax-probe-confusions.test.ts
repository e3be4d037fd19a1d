import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Confusions the passage probes found (issue #33, round probes), each fixed as a class. Questions written for this
// test, not taken from tests/eval/passage-probes.ts nor from any evaluation set.
const firstSource = (question: string) => {
  const answer = answerLocally(question);
  return answer.type === "answer" ? answer.sources[0]?.title : answer.type;
};

describe("a question naming one autonomous region", () => {
  it("is answered by that region's own passage before the table of every region", () => {
    expect(firstSource("quais são as taxas de iva na madeira?")).toBe("Taxas de IVA na Madeira");
  });
});

describe("a question naming an article", () => {
  it("keeps a one-digit article number and is answered by the passage on that article", () => {
    expect(firstSource("o que prevê o artigo 9 do código do iva?")).toBe("Isenções do artigo 9.º (saúde, ensino, arrendamento, seguros)");
  });
  it("is answered by the passage on the article, not by one on a single case it exempts", () => {
    expect(firstSource("o artigo 9 do civa isenta que atividades?")).toBe("Isenções do artigo 9.º (saúde, ensino, arrendamento, seguros)");
  });
});

describe("«o que é X?» when two passages list X among their subjects", () => {
  it("is answered by the passage whose title is headed by X", () => {
    expect(firstSource("o que é a tabela do art. 151.º do CIRS?")).toBe("A tabela de atividades do artigo 151.º do CIRS");
  });
});

describe("a passage on a narrower kind of car (electric, parked)", () => {
  it("does not answer a question on any car", () => {
    const title = firstSource("o que é o iuc da viatura?");
    expect(title).not.toBe("IUC dos carros elétricos");
    expect(title).not.toBe("IUC de uma viatura parada ou sem circular");
    expect(title).toMatch(/IUC/);
  });
  it("still answers the question that names that kind", () => {
    expect(firstSource("um carro elétrico da empresa paga iuc?")).toBe("IUC dos carros elétricos");
    expect(firstSource("o meu carro está parado na garagem, pago iuc?")).toBe("IUC de uma viatura parada ou sem circular");
  });
});

describe("selling a used asset of the company", () => {
  it("does not answer the VAT rate of the goods its examples name", () => {
    expect(firstSource("um computador portátil para a empresa leva iva a 23%?")).toBe("O que paga a taxa normal de 23% (roupa, eletrónica, combustíveis, serviços)");
  });
  it("answers a question on selling the company's own asset", () => {
    expect(firstSource("vou vender a carrinha da empresa, faturo com iva?")).toBe("Vender um bem usado da empresa (portátil, máquina, viatura): leva IVA?");
  });
});

describe("an insurance", () => {
  it("is not Social Security, and the thing insured and «é normal?» are not its subject", () => {
    const answer = answerLocally("o seguro da loja vem sem iva, é normal?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/isent/);
    expect(firstSource("o seguro da loja vem sem iva, é normal?")).toBe("IVA dos seguros e serviços bancários");
  });
});

describe("a question that states a rate («o dos 6%»)", () => {
  it("is answered by the passage whose title names that rate, before the table of every rate", () => {
    expect(firstSource("o iva reduzido de 6% aplica-se a quê?")).toBe("O que tem taxa reduzida (6%, lista I)");
    expect(firstSource("que coisas pagam a taxa mais baixa, a de 6%?")).toBe("O que tem taxa reduzida (6%, lista I)");
  });
});

describe("the company's first year", () => {
  it("does not answer when any year's IRC is paid", () => {
    expect(firstSource("quando é que a empresa paga o irc?")).not.toBe("IRC no primeiro ano da empresa");
  });
  it("answers a question on the first year", () => {
    expect(firstSource("criei a empresa este ano, quando pago o irc no primeiro ano?")).toBe("IRC no primeiro ano da empresa");
  });
});

describe("«o que é X?» after a topic closed by a colon", () => {
  it("is still read as asking what X is", () => {
    expect(firstSource("recibos verdes: o que é o pagamento por conta do irs?")).toBe("Pagamentos por conta do IRS (trabalhadores independentes)");
  });
});
