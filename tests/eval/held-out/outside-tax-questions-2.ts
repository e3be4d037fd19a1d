import type { OutsideQuestion } from "../outside-question";
/** Outside-style set 2, written 2026-11-27 by someone who never saw the knowledge base or the engine, each answer checked against a primary or official source (the comment beside it). tests/eval/run.ts splits it: even positions may be read to diagnose the engine, odd positions are held out (never read while changing the code). */
export const HELD_OUT_OUTSIDE_TAX_QUESTIONS_2: OutsideQuestion[] = [
  // ───────────── IVA (22) ─────────────
  // checked: Ofício-Circulado 25045/2024 (apcmc.pt) + maisrigor/acip: Açores 16/9/4; verba 3.1 Lista II excl. alcoólicas → taxa normal
  { question: "tenho um restaurante em Ponta Delgada, que iva ponho nas refeiçoes? e nas imperiais?", expect: "answer", right: ["9%", "16%"], wrong: [], source: "CIVA art. 18.º n.º 3; DLR 15-A/2021/A; Lista II verba 3.1" },
  // checked: economias.pt + Odoo l10n_pt + dnoticias 2026-01-28 (Madeira mantém 22/12/5); livros Lista I verba 2.1
  { question: "Tenho uma livraria no Funchal. Qual é a taxa de IVA dos livros na Madeira?", expect: "answer", right: ["5%"], wrong: [], source: "CIVA art. 18.º n.º 3; DLR Madeira (taxas 22/12/5); Lista I verba 2.1" },
  // checked: Ofício-Circulado 30181/2016 + armatosinhos/contarea: serviço alimentação 13%, refrigerantes 23%
  { question: "num café em Lisboa, um galão e uma torrada servidos na mesa levam que iva? e a coca-cola?", expect: "answer", right: ["13%", "23%"], wrong: [], source: "CIVA art. 18.º n.º 1; Lista II verba 3.1" },
  // checked: calculariva.pt, gesfaturacao.pt, DL 35/2025: limite 15 000 desde 2025
  { question: "vou começar a passar recibos verdes em 2026, ate quanto posso faturar e continuar isento de iva pelo artigo 53?", expect: "answer", right: ["15 000"], wrong: ["10 000"], source: "CIVA art. 53.º n.º 1 (DL 35/2025)" },
  // checked: accountservice.pt, calculariva.pt: +25% = 18 750 → passa de imediato ao regime normal
  { question: "Estou no regime do art 53 e este ano ja vou em 19 mil euros faturados. O que acontece? só mudo em janeiro?", expect: "answer", right: ["18 750"], wrong: [], source: "CIVA art. 53.º e 58.º (DL 35/2025)" },
  // checked: AT FAQ isenções art. 9.º; art. 9.º n.º 1 (médico, odontologista…)
  { question: "sou dentista com consultório próprio, tenho de cobrar IVA nas consultas?", expect: "answer", right: ["isen"], wrong: [], source: "CIVA art. 9.º n.º 1" },
  // checked: OCC parecer PT27223 e PT27905 (art. 9.º n.º 11, alargado pelo OE2024)
  { question: "Dou explicaçoes de matematica a alunos do secundario, em nome individual. levo iva?", expect: "answer", right: ["isen"], wrong: [], source: "CIVA art. 9.º n.º 11" },
  // checked: OCC pareceres (arrendamento 'paredes nuas' isento, art. 9.º n.º 29)
  { question: "Arrendo um T2 a uma familia para habitação, tenho de pôr IVA na renda?", expect: "answer", right: ["isen"], wrong: [], source: "CIVA art. 9.º n.º 29" },
  // checked: informador.pt / audico.pt texto art. 21.º n.º 1 b): gasóleo 50%, gasolina excluída
  { question: "Can my company deduct the VAT on diesel for the manager's passenger car? and on petrol?", expect: "answer", right: ["50%"], wrong: [], source: "CIVA art. 21.º n.º 1 b)" },
  // checked: audico.pt (art. 21.º n.º 1 a) viaturas de turismo excluídas)
  { question: "comprei um carro ligeiro de passageiros (5 lugares) para a minha lda, posso deduzir o iva da compra?", expect: "answer", right: ["21"], wrong: [], source: "CIVA art. 21.º n.º 1 a)" },
  // checked: consultoriofiscal, doutorfinancas, TCAS 2385/09 (art. 2.º n.º 1 j), art. 36.º n.º 13 «IVA - autoliquidação»)
  { question: "Sou subempreiteiro de pladur e faço trabalhos para um empreiteiro (empresa). A fatura leva IVA?", expect: "answer", right: ["autoliquida"], wrong: [], source: "CIVA art. 2.º n.º 1 j); art. 36.º n.º 13" },
  // checked: OCC parecer jan-2026 (art. 6.º n.º 6 a) localização no adquirente sujeito passivo); CIVA art. 2.º n.º 1 e)
  { question: "a minha empresa paga anuncios à Meta (Irlanda) e a fatura vem sem IVA. está certo? tenho de fazer alguma coisa na declaraçao?", expect: "answer", right: ["autoliquida"], wrong: [], source: "CIVA art. 6.º n.º 6 a); art. 2.º n.º 1 e)" },
  // checked: DL 34/2025 (dre.tretas.org, btocnet, anapimenta): limite 2 000 000 desde 1/7/2025
  { question: "Qual é o limite de volume de negocios para poder aderir ao IVA de caixa em 2026?", expect: "answer", right: ["2 000 000"], wrong: [], source: "Regime de IVA de caixa, DL 71/2013 (limite alterado pelo DL 34/2025)" },
  // checked: info.portaldasfinancas iva27 (Lei 12/2022): dia 20 declaração / dia 25 pagamento do 2.º mês seguinte
  { question: "estou no iva trimestral. ate quando tenho de entregar a declaração do 1º trimestre e ate quando pago?", expect: "answer", right: ["20 de maio", "25 de maio"], wrong: [], source: "CIVA art. 41.º n.º 1 b); art. 27.º n.º 1 b)" },
  // checked: DAR 2022-06-17 texto art. 41.º (650 000)
  { question: "A partir de que volume de negócios sou obrigado a entregar o IVA mensalmente em vez de trimestral?", expect: "answer", right: ["650 000"], wrong: [], source: "CIVA art. 41.º n.º 1 a)" },
  // checked: info.portaldasfinancas iva22 + eportugal.gov.pt: >250 € após 12 meses
  { question: "tenho iva a recuperar ha mais de um ano, cerca de 400€. posso pedir o reembolso ou tenho de esperar?", expect: "answer", right: ["250", "12 meses"], wrong: [], source: "CIVA art. 22.º n.º 5" },
  // checked: taxa normal Madeira 22% (economias.pt, iacc.pt, dnoticias 2026)
  { question: "presto serviços de consultoria informatica no Funchal a clientes da madeira. que taxa normal de iva aplico?", expect: "answer", right: ["22%"], wrong: [], source: "CIVA art. 18.º n.º 3; DLR Madeira" },
  // checked: Açores reduzida 4% (Ofício-Circulado 25045/2024); pão Lista I verba 1.1
  { question: "Padaria em Angra do Heroísmo: qual é o IVA do pão?", expect: "answer", right: ["4%"], wrong: [], source: "CIVA art. 18.º n.º 3; Lista I verba 1.1" },
  // checked: calculariva.pt (menção «IVA - regime de isenção», M10)
  { question: "estou isento pelo artigo 53, o que é que tenho de escrever na fatura?", expect: "answer", right: ["regime de isen"], wrong: [], source: "CIVA art. 36.º n.º 5 e); regime de isenção art. 53.º (menção M10)" },
  // checked: acip.pt / Ofício-Circulado 30181/2016 (verba 1.8 Lista II, pronto a comer e levar)
  { question: "Vendo refeições take-away (pronto a comer) no Porto, sem serviço de mesa. Qual a taxa de IVA das refeições?", expect: "answer", right: ["13%"], wrong: [], source: "CIVA Lista II verba 1.8" },
  // checked: doutorfinancas / vendus (verba 2.27 Lista I, empreitadas de remodelação em habitação)
  { question: "vou fazer uma empreitada de remodelação de uma casa de banho na casa (habitação) de um particular. que taxa de iva?", expect: "answer", right: ["6%"], wrong: [], source: "CIVA Lista I verba 2.27" },
  // checked: previsional.pt / DL 71/2013 (exigível no recebimento; 12.º mês)
  { question: "No regime de IVA de caixa, quando é que tenho de entregar o IVA de uma fatura que o cliente ainda nao pagou?", expect: "answer", right: ["receb", "12"], wrong: [], source: "Regime de IVA de caixa, DL 71/2013 (exigibilidade no recebimento; 12.º mês)" },

  // ───────────── IRS categoria B (12) ─────────────
  // checked: economias.pt / gescriar.pt (0,75 profissões do art. 151.º)
  { question: "Sou arquiteto a recibos verdes no regime simplificado. Que percentagem do que faturo é que conta como rendimento tributável?", expect: "answer", right: ["75%"], wrong: [], source: "CIRS art. 31.º n.º 1 b)" },
  // checked: economias.pt (0,15 vendas de mercadorias e produtos)
  { question: "vendo bijuteria na feira em nome individual (simplificado). sobre quanto das vendas pago irs?", expect: "answer", right: ["15%"], wrong: [], source: "CIRS art. 31.º n.º 1 a)" },
  // checked: gescriar.pt (Circular 2/2016: código 1519 → 0,35)
  { question: "Estou colectado como 1519 outros prestadores de serviços, qual é o coeficiente do regime simplificado?", expect: "answer", right: ["35"], wrong: [], source: "CIRS art. 31.º n.º 1 c); Circular 2/2016" },
  // checked: occ.pt / economias.pt (limite 200 000)
  { question: "até quanto posso faturar por ano e ficar no regime simplificado de IRS?", expect: "answer", right: ["200 000"], wrong: [], source: "CIRS art. 28.º n.º 2" },
  // checked: occ.pt node/1628934 (OE2025, art. 101.º n.º 1 b): 23%)
  { question: "Sou advogada e uma empresa cliente vai pagar-me uma avença. Quanto é a retenção na fonte de IRS em 2026?", expect: "answer", right: ["23%"], wrong: [], source: "CIRS art. 101.º n.º 1 b) (Lei 45-A/2024)" },
  // checked: debates.parlamento (art. 101.º-B remete para art. 53.º CIVA) + vendus (15 000)
  { question: "abri atividade agora e acho que vou faturar uns 12 mil este ano. tenho de fazer retenção na fonte nos recibos?", expect: "answer", right: ["15 000"], wrong: [], source: "CIRS art. 101.º-B n.º 1 a); CIVA art. 53.º" },
  // checked: ncadvogados / simula.pt (55 × IAS; IAS 2026 = 537,13 → 29 542,15)
  { question: "tenho 26 anos e 2026 é o meu primeiro ano a trabalhar (recibos verdes). com o IRS Jovem quanto fica isento?", expect: "answer", right: ["100%", "29 542"], wrong: [], source: "CIRS art. 12.º-B; Portaria 480-A/2025/1 (IAS)" },
  // checked: pwc / pplware (75% do 2.º ao 4.º ano)
  { question: "IRS jovem: este vai ser o meu 3.º ano com rendimentos. Qual a percentagem de isenção?", expect: "answer", right: ["75%"], wrong: [], source: "CIRS art. 12.º-B n.º 1" },
  // checked: texto art. 102.º n.º 1 (fiscalidadenoblog): dia 20 de julho, setembro e dezembro
  { question: "Quando é que tenho de pagar os pagamentos por conta do IRS (categoria B)?", expect: "answer", right: ["julho", "setembro", "dezembro"], wrong: [], source: "CIRS art. 102.º n.º 1" },
  // checked: coverflex.com (IRS 2026: 1 abril a 30 junho)
  { question: "qual é o prazo para entregar o IRS de 2025 (modelo 3) este ano?", expect: "answer", right: ["30 de junho"], wrong: [], source: "CIRS art. 60.º n.º 1" },
  // checked: gescriar.pt / economias.pt (redução 50% no 1.º ano e 25% no 2.º)
  { question: "É verdade que no primeiro ano de atividade o coeficiente do simplificado é reduzido? em quanto? e no 2º ano?", expect: "answer", right: ["50%", "25%"], wrong: [], source: "CIRS art. 31.º n.º 10" },
  // checked: montepio.org (justificar despesas de 15% do rendimento bruto, coeficientes 0,75/0,35)
  { question: "sou engenheiro no simplificado, tenho de justificar despesas no e-fatura? quanto?", expect: "answer", right: ["15%"], wrong: [], source: "CIRS art. 31.º n.º 2 e 13" },

  // ───────────── IRC (8) ─────────────
  // checked: eco.sapo 2025-11-03, anapimentaadvogados (19% em 2026)
  { question: "qual é a taxa geral de IRC para 2026?", expect: "answer", right: ["19%"], wrong: ["21%"], source: "CIRC art. 87.º n.º 1 (lei de 2025, promulgada 3/11/2025)" },
  // checked: revistagerente / noticiasagora (PME 15% primeiros 50 000)
  { question: "A minha Lda é uma microempresa e vai ter 40 mil de lucro tributável em 2026. Que taxa de IRC pago?", expect: "answer", right: ["15%"], wrong: ["17%"], source: "CIRC art. 87.º n.º 2" },
  // checked: jornaldenegocios / Lei 73/2013 (derrama até 1,5%)
  { question: "além do IRC há a derrama municipal, qual é a taxa máxima?", expect: "answer", right: ["1,5%"], wrong: [], source: "Lei 73/2013 (RFALEI) art. 18.º" },
  // checked: fleetmagazine 2026 + millenniumbcp OE2025 (< 37 500 → 8%)
  { question: "carro da empresa a gasóleo, custou 30 mil euros. qual é a taxa de tributação autónoma dos encargos?", expect: "answer", right: ["8%"], wrong: ["35%"], source: "CIRC art. 88.º n.º 3 a)" },
  // checked: fleetmagazine 2026 (≥ 45 000 → 32%)
  { question: "E se a viatura ligeira de passageiros (gasolina) custar 55 mil euros, a tributação autónoma é de quanto?", expect: "answer", right: ["32%"], wrong: [], source: "CIRC art. 88.º n.º 3 c)" },
  // checked: fleetmagazine 2026 (elétricos só sujeitos a 10% acima de 62 500)
  { question: "Comprei um carro 100% elétrico de 50 mil € para a empresa. Tem tributação autónoma?", expect: "answer", right: ["62 500"], wrong: [], source: "CIRC art. 88.º (viaturas elétricas); Portaria 467/2010" },
  // checked: RTP 2023 (art. 120.º: último dia de maio) + nota: em 2026 houve prorrogação por despacho
  { question: "qual é o prazo legal para entregar a Modelo 22 do IRC (ano civil)?", expect: "answer", right: ["maio"], wrong: [], source: "CIRC art. 120.º n.º 1" },
  // checked: informador.pt texto art. 121.º n.º 2 (15 de julho)
  { question: "a IES tem de ser entregue até quando?", expect: "answer", right: ["15 de julho"], wrong: [], source: "CIRC art. 121.º n.º 2" },

  // ───────────── Segurança Social (10) ─────────────
  // checked: expresso 2022, abanca.pt (21,4%)
  { question: "qual é a taxa que os trabalhadores independentes descontam para a segurança social?", expect: "answer", right: ["21,4%"], wrong: [], source: "Código Contributivo art. 168.º n.º 1" },
  // checked: expresso 2022 / dn.pt (70% prestação de serviços)
  { question: "Faço prestação de serviços a recibos verdes. A contribuição da SS é calculada sobre quanto do que recebo?", expect: "answer", right: ["70%"], wrong: [], source: "Código Contributivo art. 162.º n.º 1 a)" },
  // checked: dn.pt (20% produção e venda de bens)
  { question: "e se eu vender produtos (não serviços), o rendimento relevante para a SS é que percentagem?", expect: "answer", right: ["20%"], wrong: [], source: "Código Contributivo art. 162.º n.º 1 b)" },
  // checked: rr.sapo / eco 2019 (janeiro, abril, julho, outubro)
  { question: "Em que meses tenho de entregar a declaração trimestral à Segurança Social?", expect: "answer", right: ["janeiro", "abril", "julho", "outubro"], wrong: [], source: "Código Contributivo art. 151.º" },
  // checked: montepio.org, conselhosdoconsultor (12 meses de isenção no início)
  { question: "abri atividade pela primeira vez, tenho de pagar logo segurança social?", expect: "answer", right: ["12 meses"], wrong: [], source: "Código Contributivo (Lei 110/2009), regime dos independentes: enquadramento só no 12.º mês após início" },
  // checked: aciab.pt, abanca.pt (ENI 25,2%)
  { question: "Sou empresário em nome individual (tenho uma oficina). Qual a minha taxa para a SS?", expect: "answer", right: ["25,2%"], wrong: [], source: "Código Contributivo art. 168.º (ENI e EIRL)" },
  // checked: doutorfinancas.pt (23,75% + 11% = 34,75%)
  { question: "vou contratar o meu primeiro funcionário. quanto é a TSU da empresa e quanto desconta o trabalhador?", expect: "answer", right: ["23,75%", "11%"], wrong: [], source: "Código Contributivo art. 53.º" },
  // checked: RTP, apcmc.pt (Portaria 480-A/2025/1: IAS 2026 = 537,13)
  { question: "qual é o valor do IAS em 2026?", expect: "answer", right: ["537,13"], wrong: [], source: "Portaria 480-A/2025/1" },
  // checked: expresso 2019/2022, abanca.pt (pagamento até dia 20 do mês seguinte)
  { question: "Até que dia do mês tenho de pagar a contribuição da Segurança Social como independente?", expect: "answer", right: ["dia 20"], wrong: [], source: "Código Contributivo (Lei 110/2009), regime dos independentes: pagamento mensal até dia 20 do mês seguinte" },
  // checked: dn.pt / expresso 2022 (contribuição mínima de 20 €)
  { question: "se num trimestre eu não faturar nada, pago alguma coisa à segurança social?", expect: "answer", right: ["20"], wrong: [], source: "Código Contributivo (Lei 110/2009), regime dos independentes: contribuição mínima de 20 €" },

  // ───────────── Faturação (10) ─────────────
  // checked: AT FAQ 00883 + Portaria 195/2020 (ATCUD = código único de documento, obrigatório desde 2023)
  { question: "o que é isso do ATCUD nas faturas? é obrigatorio?", expect: "answer", right: ["codigo unico"], wrong: [], source: "DL 28/2019; Portaria 195/2020 art. 3.º" },
  // checked: info.portaldasfinancas iva40 (retalhistas a não sujeitos passivos até 1000 €)
  { question: "Tenho uma loja de roupa. Posso passar fatura simplificada numa venda de 800€ a um particular?", expect: "answer", right: ["1 000"], wrong: [], source: "CIVA art. 40.º n.º 1 a)" },
  // checked: info.portaldasfinancas iva40 (outras operações até 100 €)
  { question: "sou canalizador, fiz uma reparação de 150€ a um cliente particular, posso usar fatura simplificada?", expect: "answer", right: ["100"], wrong: [], source: "CIVA art. 40.º n.º 1 b)" },
  // checked: OCC parecer PT27367 (art. 29.º n.º 7: documento retificativo / nota de crédito)
  { question: "um cliente devolveu metade da mercadoria. como corrijo a fatura que já lhe enviei?", expect: "answer", right: ["nota de credito"], wrong: [], source: "CIVA art. 29.º n.º 7; art. 36.º n.º 6; art. 78.º" },
  // checked: dnoticias / eco.sapo 2025-12 (prazo habitual dia 5 do mês seguinte)
  { question: "Até quando tenho de comunicar as faturas à AT (e-fatura)?", expect: "answer", right: ["dia 5"], wrong: [], source: "DL 198/2012 art. 3.º n.º 1" },
  // checked: jopac.pt / arservicos (DL 28/2019 art. 4.º: > 50 000 ou contabilidade organizada)
  { question: "sou obrigado a usar software de faturação certificado? faturo uns 30 mil por ano e não tenho contabilidade organizada", expect: "answer", right: ["50 000"], wrong: [], source: "DL 28/2019 art. 4.º n.º 1" },
  // checked: c-2contabilidade (prazo de 5 dias úteis)
  { question: "How many days do I have to issue the invoice after providing the service?", expect: "answer", right: ["5 dias uteis"], wrong: [], source: "CIVA art. 36.º n.º 1 a)" },
  // checked: livrozilla (novas regras de faturação, art. 36.º n.º 5)
  { question: "Que elementos tem de ter obrigatoriamente uma fatura normal (não simplificada)?", expect: "answer", right: ["nif", "quantidade", "taxa"], wrong: [], source: "CIVA art. 36.º n.º 5" },
  // checked: livrozilla/c-2contabilidade (fatura obrigatória nos pagamentos antecipados)
  { question: "o cliente pagou-me um sinal de 30% antes de eu começar o trabalho. tenho de passar fatura já?", expect: "answer", right: ["adiantamento"], wrong: [], source: "CIVA art. 29.º n.º 1 c); art. 8.º n.º 2" },
  // checked: info.portaldasfinancas iva40 n.º 2 d)
  { question: "faço uma fatura simplificada de 80€ a uma empresa. tenho de pôr o NIF dela?", expect: "answer", right: ["sujeito passivo"], wrong: [], source: "CIVA art. 40.º n.º 2 d)" },

  // ───────────── Salários (6) ─────────────
  // checked: eco.sapo 2025-12-29, dinheirovivo (DL publicado 29/12/2025: 920 €)
  { question: "qual é o salário minimo nacional em 2026?", expect: "answer", right: ["920"], wrong: [], source: "Decreto-Lei de 29/12/2025 (RMMG 2026)" },
  // checked: e-konomista / scribd (art. 263.º n.º 1: até 15 de dezembro)
  { question: "Até quando tenho de pagar o subsídio de Natal aos meus funcionários?", expect: "answer", right: ["15 de dezembro"], wrong: [], source: "Código do Trabalho art. 263.º n.º 1" },
  // checked: consultingcast (art. 264.º n.º 3: antes do início do período de férias)
  { question: "quando é que se paga o subsidio de ferias? pode ser quando a empresa quiser?", expect: "answer", right: ["antes"], wrong: [], source: "Código do Trabalho art. 264.º n.º 3" },
  // checked: pgdlisboa Lei 98/2009 (regime de reparação; art. 79.º obrigação de transferir responsabilidade)
  { question: "Tenho uma empregada na loja. O seguro de acidentes de trabalho é obrigatório?", expect: "answer", right: ["obrigat"], wrong: [], source: "Lei 98/2009 art. 79.º" },
  // checked: e-konomista (art. 263.º n.º 2: proporcional no ano de admissão)
  { question: "contratei alguém em julho. tem direito ao subsídio de natal completo este ano?", expect: "answer", right: ["proporcional"], wrong: [], source: "Código do Trabalho art. 263.º n.º 2 a)" },
  // checked: 920 × 23,75% = 218,50 (RMMG 2026 + taxa doutorfinancas)
  { question: "quanto é que a empresa paga de segurança social por um trabalhador com o salário mínimo em 2026?", expect: "answer", right: ["218,5"], wrong: [], source: "Código Contributivo art. 53.º; RMMG 2026 (920 €)" },

  // ───────────── "Depende" (4 clarify) ─────────────
  { question: "que IVA é que ponho nas minhas faturas?", expect: "clarify", right: ["servico", "regiao"], source: "CIVA art. 18.º; Listas I e II" },
  { question: "Tenho de fazer retenção na fonte nos meus recibos verdes? E de quanto?", expect: "clarify", right: ["atividade"], source: "CIRS art. 101.º e 101.º-B" },
  { question: "posso ficar isento de iva?", expect: "clarify", right: ["volume de negocios"], source: "CIVA art. 53.º e art. 9.º" },
  { question: "quanto vou pagar por mês à segurança social como independente?", expect: "clarify", right: ["rendimento"], source: "Código Contributivo art. 162.º e 168.º" },

  // ───────────── Fora de âmbito (8 refuse) ─────────────
  { question: "Qual é o tipo do Impuesto sobre Sociedades para uma SL em Madrid em 2026?", expect: "refuse", wrong: ["25%"], source: "fora de âmbito (Espanha, Ley 27/2014)" },
  { question: "qual a melhor cripto para comprar agora? bitcoin ou solana? quero fazer day trading", expect: "refuse", source: "fora de âmbito (estratégia de investimento em cripto)" },
  { question: "How do I set up a Delaware LLC and how much US federal tax would it pay?", expect: "refuse", wrong: ["21%"], source: "fora de âmbito (EUA)" },
  { question: "como calculo o carnê-leão do imposto de renda no Brasil?", expect: "refuse", source: "fora de âmbito (Brasil)" },
  { question: "Which stocks should I buy to beat inflation in 2026?", expect: "refuse", source: "fora de âmbito (aconselhamento de investimento)" },
  { question: "Quelle est la TVA sur la restauration à Paris ?", expect: "refuse", wrong: ["10%"], source: "fora de âmbito (França)" },
  { question: "consegue dar-me uma receita de bacalhau à brás para o jantar de natal da empresa?", expect: "refuse", source: "fora de âmbito (não fiscal)" },
  { question: "como faço para baixar a prestação do crédito à habitação no meu banco?", expect: "refuse", source: "fora de âmbito (crédito bancário, não fiscal)" },
];
