import type { OutsideQuestion } from "../outside-question";

/**
 * Outside-style set 6 (written 2026-11-27 by the outside helper "tax-set6" of issue #33, without reading the
 * knowledge base, the engine, any held-out file or the question texts of sets 1–4 (the open half of set 5 was read
 * only as the format example), and committed before any run of the engine on it; phrased as a shop, café or
 * restaurant owner, a freelancer («recibos verdes») or their accountant types: colloquial pt-PT, typos, English,
 * multi-part, "depende" cases that need data (clarify) and out-of-scope or unanswerable ones (refuse: IMI, IMT,
 * foreign taxes, company law, future rates)).
 * Topics, chosen to differ from set 5: VAT on specific services (hairdressers, gyms, restaurants' drinks, hotels,
 * construction works on homes) incl. Madeira/Açores rates, autoliquidação in construction (CIVA art. 2.º, n.º 1,
 * al. j)) and on scrap, intra-EU purchases and sales of goods, OSS distance sales, services bought from outside
 * the EU, art. 53.º in its 2025 wording (15 000 € and the 18 750 € ceiling), cash VAT, invoicing practice (series
 * and ATCUD, QR code, advance payments, corrections, simplified invoices outside retail, record keeping,
 * certified software), deadlines falling on a Sunday, IRS cat. B withholding cases (11,5 % / 16,5 % / 23 %, who
 * withholds, dispensation), coefficients, IRS Jovem, payments on account, IRC 2026 and derrama, tributações
 * autónomas, annual and monthly deadlines (Modelo 22, IES, DMR, Modelo 10, IUC, VAT return and payment),
 * Segurança Social of independents, contracting entities, employers and managers, payroll 2026 (minimum wage,
 * meal allowance, Christmas subsidy), cash limit, fines, withholding on rent paid by a company.
 * Keys from the law as it stands in 2026 (source named in each record; 2026 figures checked against published
 * sources: IRC 19 % / 15 % (law promulgated 2025-11-03), meal allowance 6,15 € / 10,46 € (agreement of
 * 2026-01-22), art. 53.º (DL 35/2025), withholding 23 % (Lei 45-A/2024), VAT payment day 25 (Lei 12/2022)).
 * 80 questions written in one list (numbered 1–80 in writing order) and split 40/40 at random with a fixed seed:
 * `shuf --random-source=<(yes 20261129) -i 1-80`, the first 40 numbers open, the other 40 held out; each half
 * keeps the writing order. Open: 4 5 8 9 10 15 16 18 19 21 23 24 26 27 29 30 32 33 41 44 47 50 51 53 55 56 57 58 61 62 63 64 66 67 70 73 74 76 77 78.
 * Held out: the rest.
 * Keys corrected after the one measured run (see the commit «Set 6 keys: …»): wrong tokens naming 2025's value
 * dropped (a right answer may give it as the previous value), the Modelo 10 key reduced to the month, «contabilista
 * certificado» turned from clarify into answer.
 * This is the HELD-OUT half: never read it while changing the engine; `npm run eval -- --held-out` prints its totals only.
 */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_6: OutsideQuestion[] = [
  { question: "tenho um cabeleireiro, qual é o iva de um corte de cabelo?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (serviços de cabeleireiro não constam das listas I e II: taxa normal)" },
  { question: "no meu ginasio cobro as mensalidades com que taxa de iva?", expect: "answer", right: ["23%"], source: "CIVA art. 18.º, n.º 1, al. c) (atividades de ginásio fora das listas I e II desde a Lei 55-A/2010, OE 2011: taxa normal)" },
  { question: "no restaurante a agua com gás leva que iva? e a agua lisa?", expect: "answer", right: ["23%", "13%"], source: "CIVA lista II, verba 3.1 (serviços de alimentação e bebidas a 13%, com exclusão das águas gaseificadas, que ficam a 23%)" },
  { question: "tenho uma padaria no funchal, que iva cobro no pão?", expect: "answer", right: ["4%"], source: "Taxa reduzida da Região Autónoma da Madeira (4%, DLR do orçamento regional; CIVA art. 18.º, n.º 3, e lista I, verba 1.1)" },
  { question: "qual é a taxa normal de iva nos açores em 2026?", expect: "answer", right: ["16%"], source: "DLR 15-A/2021/A (redução de 30% das taxas nacionais nos Açores: 4%, 9%, 16%); Ofício-Circulado 25045/2024" },
  { question: "sou canalizador e fiz a canalização de um prédio para uma construtora (lda). faturo com iva ou sem iva?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil a sujeito passivo com direito a dedução: autoliquidação pelo adquirente)" },
  { question: "fiz a remodelação da cozinha na casa de um particular, o iva da obra é 6%?", expect: "answer", right: ["6%", "20%"], source: "CIVA lista I, verba 2.27 (obras em imóveis afetos à habitação; materiais a 6% só se não excederem 20% do valor global)" },
  { question: "compro sucata a um sucateiro para a minha fundição, quem é que liquida o iva?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 2.º, n.º 1, al. i), e anexo E (desperdícios, resíduos e sucatas: o adquirente liquida o imposto)" },
  { question: "posso deduzir o iva dos almoços com clientes?", expect: "answer", right: ["não", "21"], source: "CIVA art. 21.º, n.º 1, al. d) (despesas de alimentação e bebidas excluídas do direito à dedução)" },
  { question: "comprei mercadoria a um fornecedor espanhol com nif de iva espanhol e a fatura veio sem iva, o que tenho de fazer?", expect: "answer", right: ["autoliquid"], source: "RITI art. 1.º, al. a), e art. 23.º (aquisição intracomunitária de bens: o adquirente liquida o IVA português)" },
  { question: "contratei um freelancer no brasil para me fazer o site da empresa, tenho de autoliquidar iva?", expect: "answer", right: ["autoliquid"], source: "CIVA art. 6.º, n.º 6, al. a), e art. 2.º, n.º 1, al. e) (serviço de prestador não estabelecido a sujeito passivo português)" },
  { question: "estou no regime do art 53 e ja faturei 19 000€ este ano, o que acontece?", expect: "answer", right: ["18 750"], source: "CIVA art. 53.º e 58.º (DL 35/2025: ao exceder 15 000 € em mais de 25%, ou seja 18 750 €, perde a isenção de imediato)" },
  { question: "durante quanto tempo tenho de guardar as faturas e a contabilidade da empresa?", expect: "answer", right: ["10 anos"], source: "CIVA art. 52.º, n.º 1; CIRC art. 123.º, n.º 4 (10 anos)" },
  { question: "sou canalizador e fiz uma reparação em casa de um particular, posso passar fatura simplificada? até que valor?", expect: "answer", right: ["100 €"], source: "CIVA art. 40.º, n.º 1, al. b) (fora do retalho, fatura simplificada só até 100 €)" },
  { question: "The e-fatura deadline for March invoices is 5 April 2026, which is a Sunday. Can I still submit on Monday?", expect: "answer", right: ["util"], source: "DL 198/2012, art. 3.º (até ao dia 5 do mês seguinte); CPPT art. 20.º e Código Civil art. 279.º, al. e) (prazo que termina em domingo passa para o primeiro dia útil)" },
  { question: "faço trabalhos de jardinagem a recibos verdes para uma empresa (não é atividade da tabela do artigo 151). quanto me retêm?", expect: "answer", right: ["11,5%"], source: "CIRS art. 101.º, n.º 1, al. c) (11,5% para a categoria B fora da tabela do art. 151.º)" },
  { question: "I'm a freelance lawyer in Portugal. What withholding rate do companies apply to my invoices in 2026?", expect: "answer", right: ["23%"], source: "CIRS art. 101.º, n.º 1, al. b) (redação da Lei 45-A/2024, OE 2025: 23% para as atividades da tabela do art. 151.º)" },
  { question: "quem passa recibo verde só a particulares tem retenção na fonte?", expect: "answer", right: ["contabilidade organizada"], source: "CIRS art. 101.º, n.º 1 (só retêm as entidades que disponham ou devam dispor de contabilidade organizada)" },
  { question: "comecei agora a passar recibos e sei que nao vou chegar aos 15 mil, tenho de ter retençao?", expect: "answer", right: ["dispens"], source: "CIRS art. 101.º-B, n.º 1, al. a) (dispensa de retenção até ao limite do art. 53.º do CIVA, 15 000 €)" },
  { question: "tenho um café em nome individual no regime simplificado, qual o coeficiente do irs?", expect: "answer", right: ["0,15"], source: "CIRS art. 31.º, n.º 1, al. a) (vendas e restauração e bebidas: 0,15)" },
  { question: "tenho alojamento local num apartamento em lisboa, que coeficiente se aplica no irs?", expect: "clarify", right: ["conten"], source: "CIRS art. 31.º, n.º 1 (alojamento local em moradia ou apartamento: 0,35; 0,50 em área de contenção: depende da localização)" },
  { question: "a partir de que valor sou obrigado a sair do simplificado e ter contabilidade organizada nos recibos verdes?", expect: "answer", right: ["200 000"], source: "CIRS art. 28.º, n.º 2 (regime simplificado até 200 000 € de rendimentos da categoria B)" },
  { question: "tenho de fazer pagamentos por conta de irs com os recibos verdes? em que meses?", expect: "answer", right: ["julho", "setembro", "dezembro"], source: "CIRS art. 102.º, n.º 1 (até 20 de julho, 20 de setembro e 20 de dezembro)" },
  { question: "minha lda é pme e vai ter 80 mil de lucro tributavel em 2026. a que taxa paga irc?", expect: "answer", right: ["15%", "19%"], source: "CIRC art. 87.º, n.º 1 e 2 (2026: 15% nos primeiros 50 000 € de matéria coletável das PME, 19% no restante)" },
  { question: "jantares com clientes pagos pela empresa pagam tributação autónoma? a que taxa?", expect: "answer", right: ["10%"], source: "CIRC art. 88.º, n.º 7 (despesas de representação: 10%)" },
  { question: "a empresa paga quilometros ao gerente por usar o carro dele nas deslocações, isso paga tributação autonoma?", expect: "answer", right: ["5%"], source: "CIRC art. 88.º, n.º 9 (ajudas de custo e compensação por deslocação em viatura própria não faturadas a clientes: 5%)" },
  { question: "a modelo 22 este ano acaba a 31 de maio que é domingo. posso entregar na segunda?", expect: "answer", right: ["util"], source: "CIRC art. 120.º, n.º 1 (até 31 de maio); CPPT art. 20.º e Código Civil art. 279.º, al. e) (31 de maio de 2026 é domingo: passa para o primeiro dia útil, 1 de junho)" },
  { question: "When is the IES due for a small Lda?", expect: "answer", right: ["15", "julho"], source: "CIRC art. 121.º, n.º 2 (até 15 de julho)" },
  { question: "o iuc da carrinha da empresa paga-se em que mes?", expect: "answer", right: ["matrícula"], source: "CIUC art. 17.º (no mês do aniversário da matrícula)" },
  { question: "sou trabalhador independente, em que meses entrego a declaração trimestral à segurança social?", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], source: "Código Contributivo art. 152.º (declarações trimestrais em janeiro, abril, julho e outubro)" },
  { question: "o socio gerente da lda recebe ordenado. qual a taxa de seg social que a empresa paga sobre isso?", expect: "answer", right: ["23,75"], source: "Código Contributivo art. 64.º (membros de órgãos estatutários com funções de gerência: 23,75% e 11%)" },
  { question: "salario minimo 2026 quanto é?", expect: "answer", right: ["920"], source: "Decreto-lei da retribuição mínima mensal garantida para 2026 (920 €)" },
  { question: "ate que dia tenho de pagar o subsidio de natal aos funcionarios?", expect: "answer", right: ["15 de dezembro"], source: "Código do Trabalho art. 263.º, n.º 1 (até 15 de dezembro)" },
  { question: "tenho de cobrar iva a um cliente estrangeiro?", expect: "clarify", right: ["sujeito passivo"], source: "CIVA art. 6.º; RITI art. 14.º (depende de o cliente ser sujeito passivo ou particular e do país)" },
  { question: "posso deduzir o iva da carrinha que comprei?", expect: "clarify", right: ["mercadorias"], source: "CIVA art. 21.º, n.º 1, al. a) (depende de ser viatura de turismo ou de mercadorias)" },
  { question: "compensa mais abrir uma lda ou continuar em nome individual?", expect: "clarify", right: ["lucro"], source: "depende do lucro/rendimento, das despesas e do agregado (IRS vs IRC)" },
  { question: "qual é a taxa de imi que a empresa paga pelo armazém em lisboa?", expect: "refuse", source: "fora de âmbito (IMI, taxas municipais)" },
  { question: "How much sales tax do I charge in California for my online store?", expect: "refuse", source: "fora de âmbito (imposto estrangeiro)" },
  { question: "qual vai ser a taxa de irc em 2030?", expect: "refuse", source: "sem resposta (taxa futura não legislada; a lei fixa só até 2028)" },
  { question: "quanto vai custar o gasoleo no mes que vem?", expect: "refuse", source: "fora de âmbito (previsão de preços)" },
];
