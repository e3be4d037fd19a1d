import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 13 (written 2026-11-28 by the outside helper "tax13" of issue #33, BLIND to the engine: without
 * reading the knowledge base, the engine, the gate, the chat or expert code (lib/domains/tax, lib/domains/chat), any
 * held-out file, the unit tax tests (other than tests/unit/tax-eval-report.test.ts), docs/assistant.md, the
 * passage/own-case probes, chat probes, calibrate.ts, refusal-table.ts, before-states/ or the question texts of sets
 * 1–12; of set 12 only its header comment (lines 1–40) and lines 41–50 were read as the format example), and committed
 * before any run of the engine on it. Read besides: outside-question.ts (the type), run.ts (wiring), before.json, the
 * wiring commit 7b6ec25. ../shared/DOMAIN-PT.md was not read (no time); figures are standing law I am sure of or the
 * ones set 12's header and the brief give.
 * Phrased as owners type in 2026 — colloquial pt-PT, typos, missing accents, some multi-part — by trades other than
 * sets 10–12's: a taxi driver, a TVDE driver, a bakery, an optician, a pharmacy, a café, a psychologist, a private
 * tutor, a mechanic workshop, a couple's rural tourism, a fishing boat, a construction Lda (reverse charge), an IT
 * contractor to a German client, an e-commerce Lda selling to EU consumers (OSS), an electrician, a hairdresser, a
 * graphic designer, a veterinarian, a web developer in IRS Jovem, a driving school, and an accountant about a client.
 * Kinds: 70 answer / 25 clarify / 25 refuse; 15 in English (8 answer, 3 clarify, 4 refuse). About 25 turn on the asker's own figure or situation.
 * Sources, named in each record: CIVA (lists I and II, art. 6.º, 9.º, 21.º, 36.º, 40.º, 41.º, 52.º, 53.º), RITI,
 * CIRS (art. 2.º-B, 28.º, 31.º, 71.º, 101.º, 101.º-B), CIRC (art. 52.º, 87.º, 87.º-A, 88.º, 105.º, 120.º, 121.º),
 * Código Contributivo, LGT, CPPT, RGIT, DL 71/2013 / DL 34/2025 (IVA de caixa 2 000 000 €), DL 35/2025 (art. 53.º
 * 15 000 € / 18 750 €), Portaria 363/2010.
 * 120 questions written in one list (numbered 1–120 in writing order: 1–70 answer, 71–95 clarify, 96–120 refuse) and
 * split 60/60 at random with a fixed seed: `shuf --random-source=<(yes 20261207) -i 1-120`, the first 60 numbers printed
 * open, the other 60 held out; each half keeps the writing order. Open: 2 4 5 8 10 13 15 19 20 21 22 27 28 30 31 34 40 41 42 45 49 50 51 52 53 54 55 56 58 60 61 63 64 65 66 67 68 71 74 75 77 79 81 82 85 86 87 88 90 92 93 96 97 99 101 104 105 107 109 113.
 * Held out: the rest.
 * This is the HELD-OUT half (33 answer / 11 clarify / 16 refuse): never read, printed or tuned on.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_13: OutsideQuestion[] = [
  { question: "sou taxista em nome individual. as corridas levam iva a que taxa?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 2.14 (transporte de passageiros: 6%)" },
  { question: "tenho uma padaria. o pao vendido ao balcao leva iva a quanto?", expect: "answer", right: ["6%"], wrong: ["23%"], source: "CIVA lista I, verba 1.1 (pão e cereais: 6%)" },
  { question: "farmacia: os medicamentos com receita levam iva a quanto? e os cremes de cosmetica?", expect: "answer", right: ["6%", "23%"], source: "CIVA lista I, verba 2.5 (produtos farmacêuticos: 6%); cosméticos: art. 18.º, n.º 1, al. c) (23%)" },
  { question: "cafe com esplanada, a bica servida na mesa leva iva a 13%?", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 3.1 (serviços de alimentação e bebidas: 13%)" },
  { question: "sou psicologa clinica com consultorio. tenho de cobrar iva nas consultas?", expect: "answer", right: ["isent"], wrong: ["23%"], source: "CIVA art. 9.º, n.º 1 (prestações de serviços efetuadas no exercício das profissões de saúde: isentas)" },
  { question: "oficina de mecanica auto: a reparacao de carros de particulares e a 23%?", expect: "answer", right: ["23%"], wrong: ["6%"], source: "CIVA art. 18.º, n.º 1, al. c) (reparação automóvel: taxa normal 23%)" },
  { question: "tenho uma oficina e compro gasoleo para a carrinha de servico. posso deduzir o iva todo do gasoleo?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo de viaturas não excluídas: dedução de 50%)" },
  { question: "barco de pesca artesanal, vendemos o peixe fresco na lota. iva de quanto?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 1.3 (peixe fresco: 6%)" },
  { question: "na fatura de subempreitada o que tenho de escrever se o iva e do cliente?", expect: "answer", right: ["IVA - autoliquidacao"], source: "CIVA art. 36.º, n.º 13 (menção 'IVA - autoliquidação')" },
  { question: "sou programador freelancer e trabalho para uma empresa na alemanha com numero de iva. faturo com iva portugues?", expect: "answer", right: ["autoliquida"], wrong: ["23% de iva"], source: "CIVA art. 6.º, n.º 6, al. a) (serviços a sujeito passivo de outro Estado-membro: tributados no adquirente, menção 'IVA - autoliquidação')" },
  { question: "I'm an IT contractor in Portugal billing a German company (they have an EU VAT number). Do I charge Portuguese VAT?", expect: "answer", right: ["autoliquida"], source: "CIVA art. 6.º, n.º 6, al. a) (B2B services to an EU business: taxed where the customer is, reverse charge)" },
  { question: "eletricista em nome individual, estou no art 53. ate quanto posso faturar sem cobrar iva em 2026?", expect: "answer", right: ["15 000"], source: "CIVA art. 53.º na redação do DL 35/2025 (limiar 15 000 €)" },
  { question: "sou cabeleireira no art 53 e este ano ja vou com 16 mil. perco a isencao ja?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º (acima de 15 000 € sai no ano seguinte; só acima de 18 750 € a saída é imediata)" },
  { question: "designer grafico freelancer, posso optar pelo iva de caixa? qual o limite?", expect: "answer", right: ["2 000 000"], source: "CIVA regime de IVA de caixa, DL 71/2013 na redação do DL 34/2025 (volume de negócios até 2 000 000 €)" },
  { question: "graphic designer, self-employed: what's the withholding tax rate my Portuguese clients take from my invoices?", expect: "answer", right: ["23%"], source: "CIRS art. 101.º, n.º 1, al. b) (23% for art. 151 professional activities)" },
  { question: "tenho uma padaria em nome individual no regime simplificado. o coeficiente das vendas de pao e 0,15?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas de mercadorias e produtos: 0,15)" },
  { question: "sou web developer com 27 anos, primeiro ano a trabalhar. o irs jovem isenta quanto no primeiro ano?", expect: "answer", right: ["100%"], source: "CIRS art. 2.º-B (IRS Jovem: isenção de 100% no 1.º ano)" },
  { question: "irs jovem: ate que idade posso ter e durante quantos anos?", expect: "answer", right: ["35", "10"], source: "CIRS art. 2.º-B (até 35 anos, durante 10 anos)" },
  { question: "comecei como explicadora a recibos verdes em setembro. pago seguranca social logo?", expect: "answer", right: ["12 meses"], source: "Código Contributivo art. 157.º (isenção nos primeiros 12 meses de atividade)" },
  { question: "trabalhador independente: qual a taxa da seguranca social e sobre quanto?", expect: "answer", right: ["21,4%", "70%"], source: "Código Contributivo art. 168.º (21,4%) e art. 162.º (70% dos serviços, 20% das vendas)" },
  { question: "tenho uma padaria em nome proprio e vendo produtos. a seg social e sobre que percentagem das vendas?", expect: "answer", right: ["20%"], source: "Código Contributivo art. 162.º, n.º 1, al. b) (20% do rendimento da produção e venda de bens)" },
  { question: "psicologo: 60% do que faturo e a uma so clinica. a clinica paga alguma coisa a seguranca social?", expect: "answer", right: ["7%"], source: "Código Contributivo art. 168.º, n.º 7 e art. 140.º (entidade contratante: 7% com dependência entre 50% e 80%)" },
  { question: "graphic designer: 90% of my invoicing goes to one agency. does the agency pay social security for me?", expect: "answer", right: ["10%"], source: "Código Contributivo art. 140.º e art. 168.º (10% where dependence is 80% or more)" },
  { question: "dou subsidio de refeicao em dinheiro aos mecanicos. ate quanto fica isento?", expect: "answer", right: ["6,15"], source: "CIRS art. 2.º, n.º 3, al. b) (6,15 € em dinheiro), valores de DOMAIN-PT.md" },
  { question: "oficina Lda pequena, lucro de 40 mil. que taxa de irc pago em 2026?", expect: "answer", right: ["15%"], source: "CIRC art. 87.º, n.º 2 (PME: 15% nos primeiros 50 000 €)" },
  { question: "a nossa farmacia Lda tem lucro de 2 milhoes. ha derrama estadual?", expect: "answer", right: ["3%", "1 500 000"], source: "CIRC art. 87.º-A (derrama estadual 3% sobre o lucro entre 1,5 M€ e 7,5 M€)" },
  { question: "empresa de construcao Lda: comprei um carro a gasolina de 30 mil euros para o gerente. quanto e a tributacao autonoma?", expect: "answer", right: ["8%"], source: "CIRC art. 88.º, n.º 3 (8% para custo inferior a 37 500 €)" },
  { question: "cafe Lda: as despesas de representacao tem tributacao autonoma de quanto?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º, n.º 7 (despesas de representação: 10%)" },
  { question: "quanto tempo tenho de guardar as faturas da farmacia?", expect: "answer", right: ["10 anos"], source: "CIVA art. 52.º e CIRC art. 123.º, n.º 4 (10 anos)" },
  { question: "Lda de e-commerce: a minha socia quer tirar dividendos. que taxa de irs paga?", expect: "answer", right: ["28%"], source: "CIRS art. 71.º (taxa liberatória de 28% sobre dividendos)" },
  { question: "mechanic workshop, sole trader: when do I have to switch to organised accounting under IRS?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2 (simplified regime only up to 200 000 € of category B income)" },
  { question: "cafe Lda com software de faturacao: a partir de quanto de faturacao e obrigatorio programa certificado?", expect: "answer", right: ["50 000"], source: "Portaria 363/2010, art. 2.º (obrigatório acima de 50 000 € de volume de negócios)" },
  { question: "sou vet, comprei um ecografo de 12 mil pa clinica. posso deduzir o iva?", expect: "answer", right: ["deduz"], source: "CIVA art. 19.º e 20.º (IVA de bens de investimento afetos a operações tributadas é dedutível)" },
  { question: "quanto vou pagar de irs este ano com a minha padaria?", expect: "clarify", right: ["rendimento"], source: "CIRS art. 68.º (depende do rendimento coletável e do regime)" },
  { question: "tenho direito ao irs jovem como programadora?", expect: "clarify", right: ["idade"], source: "CIRS art. 2.º-B (depende da idade e dos anos desde o fim dos estudos)" },
  { question: "quanto desconta a seguranca social ao taxista?", expect: "clarify", right: ["rendimento relevante"], source: "Código Contributivo art. 162.º e 168.º (depende do rendimento relevante declarado)" },
  { question: "vou abrir uma optica: e melhor empresario em nome individual ou Lda?", expect: "clarify", right: ["lucro"], source: "CIRS/CIRC (depende do lucro previsto, da faturação e das despesas)" },
  { question: "qual a taxa de retencao na fonte que ponho nos recibos?", expect: "clarify", right: ["atividade"], source: "CIRS art. 101.º (depende da atividade: art. 151.º ou não, e de dispensa)" },
  { question: "I'm a freelance web developer, do I have to charge VAT?", expect: "clarify", right: ["volume de negocios"], source: "CIVA art. 53.º (depends on annual turnover against 15 000 €)" },
  { question: "how much corporate tax will my construction Lda pay?", expect: "clarify", right: ["lucro tributavel"], source: "CIRC art. 87.º (depends on the taxable profit and SME status)" },
  { question: "e-commerce: tenho de me registar no OSS?", expect: "clarify", right: ["10 000"], source: "RITI (depende de as vendas a consumidores UE excederem 10 000 €)" },
  { question: "turismo rural do casal: declaramos em nome de quem?", expect: "clarify", right: ["titular"], source: "CIRS art. 13.º e 31.º (depende de quem é o titular da atividade)" },
  { question: "vendi a carrinha da oficina, tenho de pagar imposto?", expect: "clarify", right: ["mais-valia"], source: "CIRS art. 10.º e CIRC art. 46.º (depende do valor de aquisição e de realização)" },
  { question: "o iva da obra e 6% ou 23%?", expect: "clarify", right: ["habitacao"], source: "CIVA lista I, verbas 2.23/2.27/2.32 (depende do tipo de obra e do imóvel)" },
  { question: "qual o imposto sobre o rendimento de uma LLC no delaware?", expect: "refuse", source: "fora de âmbito: imposto dos EUA" },
  { question: "what will the 2028 IRC rate be in Portugal?", expect: "refuse", source: "fora de âmbito: lei futura não publicada" },
  { question: "posso despedir um empregado do cafe que chega sempre atrasado?", expect: "refuse", source: "fora de âmbito: direito do trabalho" },
  { question: "como tiro a licenca de taxi na camara?", expect: "refuse", source: "fora de âmbito: licenciamento municipal" },
  { question: "qual o melhor banco para a conta da minha Lda?", expect: "refuse", source: "fora de âmbito: escolha de banco" },
  { question: "como registo a marca da minha optica?", expect: "refuse", source: "fora de âmbito: propriedade industrial" },
  { question: "o meu socio quer sair da Lda de construcao, como fazemos a cessao de quotas no notario?", expect: "refuse", source: "fora de âmbito: direito societário" },
  { question: "how do I register my fishing boat with the maritime authority?", expect: "refuse", source: "fora de âmbito: registo marítimo" },
  { question: "o RGPD obriga-me a ter um encarregado de protecao de dados na clinica veterinaria?", expect: "refuse", source: "fora de âmbito: proteção de dados" },
  { question: "a minha cliente francesa nao me paga, como faço uma injuncao?", expect: "refuse", source: "fora de âmbito: cobrança judicial" },
  { question: "que cursos preciso para ser instrutor de conducao?", expect: "refuse", source: "fora de âmbito: formação profissional" },
  { question: "what is the German VAT rate on software services to consumers?", expect: "refuse", source: "fora de âmbito: IVA alemão" },
  { question: "o senhorio quer aumentar a renda do cafe 20%, pode?", expect: "refuse", source: "fora de âmbito: arrendamento" },
  { question: "quanto vai ser o salario minimo em 2030?", expect: "refuse", source: "fora de âmbito: valor futuro não publicado" },
  { question: "divorcio: a minha ex tem direito a metade da farmacia?", expect: "refuse", source: "fora de âmbito: direito da família" },
  { question: "que horario de funcionamento pode ter a padaria ao domingo?", expect: "refuse", source: "fora de âmbito: horários comerciais" },
];
