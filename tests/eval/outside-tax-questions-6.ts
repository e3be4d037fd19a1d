import type { OutsideQuestion } from "./outside-question";

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
 * This is the OPEN half: it may be read and tuned on.
 */
export const OUTSIDE_TAX_QUESTIONS_6_OPEN: OutsideQuestion[] = [
  { question: "What VAT rate do I charge on a hotel room in Lisbon?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.17 (alojamento em estabelecimentos hoteleiros)" },
  { question: "qual o iva do vinho que vendo na minha garrafeira?", expect: "answer", right: ["13%"], source: "CIVA lista II, verba 1.10 (vinhos comuns)" },
  { question: "tenho um restaurante em ponta delgada, as refeições levam iva a quanto?", expect: "answer", right: ["9%"], source: "Taxa intermédia dos Açores (9%), CIVA lista II, verba 3.1; DLR 15-A/2021/A" },
  { question: "I run a gym in Madeira. What VAT rate goes on the monthly membership?", expect: "answer", right: ["22%"], source: "Taxa normal da Região Autónoma da Madeira (22%, Lei 14-A/2012; CIVA art. 18.º, n.º 3): ginásios fora das listas I e II" },
  { question: "livros e revistas que vendo na papelaria, iva de quanto?", expect: "answer", right: ["6%"], source: "CIVA lista I, verba 2.1 (livros, jornais, revistas)" },
  { question: "comprei um carro 100% eletrico de 45 mil euros para a empresa, recupero o iva?", expect: "answer", right: ["62 500"], source: "CIVA art. 21.º, n.º 2, al. f) (viaturas elétricas com custo de aquisição até 62 500 €)" },
  { question: "e o iva do gpl que meto no carro da empresa (ligeiro de passageiros), deduz-se?", expect: "answer", right: ["50%"], source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo, GPL, gás natural e biocombustíveis: 50%)" },
  { question: "vendo peças a uma empresa em italia com numero de iva valido, levo iva na fatura?", expect: "answer", right: ["isen", "intracomunit"], source: "RITI art. 14.º, al. a) (transmissão intracomunitária isenta para sujeito passivo de outro Estado-membro)" },
  { question: "I sell t-shirts online to consumers in France and Germany. When do I have to charge their VAT instead of Portuguese VAT?", expect: "answer", right: ["10 000"], source: "RITI art. 6.º (DL 84/2021: limiar de 10 000 € de vendas à distância intracomunitárias; acima dele, IVA do Estado-membro do consumidor, declarável no balcão único OSS)" },
  { question: "comecei atividade este mês e acho que vou faturar uns 20 mil até ao fim do ano, posso ficar isento pelo artigo 53?", expect: "answer", right: ["15 000"], source: "CIVA art. 53.º (redação do DL 35/2025: volume de negócios até 15 000 €; no início de atividade, a estimativa até ao fim do ano)" },
  { question: "sou isento pelo artigo 53, que menção tenho de por nas faturas?", expect: "answer", right: ["regime de isen"], source: "CIVA art. 36.º, n.º 5, al. e), e art. 57.º (menção «IVA - regime de isenção»)" },
  { question: "o que é o iva de caixa e até que faturação posso aderir?", expect: "answer", right: ["2 000 000"], source: "DL 71/2013, art. 2.º, as amended by DL 34/2025 (limit 500 000 → 2 000 000 € from 2025-07-01; key corrected 2026-11-27 because the law changed, not to tune)" },
  { question: "criei uma serie de faturas nova no programa, tenho de fazer alguma coisa antes de a usar?", expect: "answer", right: ["validação"], source: "DL 28/2019, art. 35.º; Portaria 195/2020 (comunicação da série à AT e código de validação para o ATCUD)" },
  { question: "onde vai o ATCUD na fatura? e tambem é obrigatorio o qr code?", expect: "answer", right: ["ATCUD", "QR"], source: "DL 28/2019, art. 7.º; Portaria 195/2020 (ATCUD e código QR obrigatórios; o ATCUD imediatamente acima do código QR)" },
  { question: "um cliente pagou-me um sinal de 500 € antes de eu fazer o trabalho, tenho de passar fatura ja?", expect: "answer", right: ["recebimento"], source: "CIVA art. 8.º, n.º 2, e art. 36.º, n.º 1, al. c) (adiantamentos: IVA exigível e fatura na data do recebimento)" },
  { question: "fiz uma fatura com iva a 23% mas devia ser 6%, como é que corrijo isto?", expect: "answer", right: ["nota de crédito"], source: "CIVA art. 29.º, n.º 7, e art. 78.º, n.º 3 (documento retificativo: nota de crédito)" },
  { question: "pago direitos de autor a um escritor portugues por um livro que a minha editora publicou. que retençao faço?", expect: "answer", right: ["16,5%"], source: "CIRS art. 101.º, n.º 1, al. a) (rendimentos da categoria B da al. c) do n.º 1 do art. 3.º, propriedade intelectual: 16,5%)" },
  { question: "faturo uns 40 mil por ano, o meu programa de faturaçao tem de ser certificado?", expect: "answer", right: ["50 000"], source: "DL 28/2019, art. 4.º, n.º 1 (programa certificado obrigatório acima de 50 000 € de volume de negócios)" },
  { question: "tenho 29 anos e comecei a trabalhar a recibos verdes em 2024. quanto fica isento com o irs jovem em 2026?", expect: "answer", right: ["75%"], source: "CIRS art. 12.º-B (redação da Lei 45-A/2024: 100% no 1.º ano, 75% do 2.º ao 4.º, 50% do 5.º ao 7.º, 25% do 8.º ao 10.º)" },
  { question: "o que é a derrama municipal e qual é o maximo?", expect: "answer", right: ["1,5%"], source: "Lei 73/2013, art. 18.º, n.º 1 (até 1,5% do lucro tributável)" },
  { question: "quanto de tributação autonoma vou pagar pelo carro da empresa?", expect: "clarify", right: ["aquisição"], source: "CIRC art. 88.º, n.º 3 (taxas por escalão de custo de aquisição e tipo de motorização: depende do valor e do combustível)" },
  { question: "a DMR entrega-se até que dia do mes?", expect: "answer", right: ["dia 10"], source: "CIRS art. 119.º, n.º 1, al. c), i) (declaração mensal de remunerações até ao dia 10 do mês seguinte)" },
  { question: "e as retenções de irs dos salarios dos funcionarios, pago até quando?", expect: "answer", right: ["dia 20"], source: "CIRS art. 98.º, n.º 3 (entrega até ao dia 20 do mês seguinte)" },
  { question: "qual o prazo da modelo 10 em 2026?", expect: "answer", right: ["fevereiro"], source: "CIRS art. 119.º, n.º 1, al. c), ii), e al. d) (em fevereiro: até 10 de fevereiro na redação que conheço, prorrogado até 28 de fevereiro em 2025 pelo Despacho 14/2025-XXIV; a data de 2026 não foi confirmada numa fonte primária, por isso a chave só exige o mês)" },
  { question: "abri atividade como independente em setembro, quando começo a pagar seg social?", expect: "answer", right: ["12"], source: "Código Contributivo art. 157.º (isenção nos primeiros 12 meses de atividade)" },
  { question: "qual a taxa contributiva de um empresario em nome individual para a seg social?", expect: "answer", right: ["25,2%"], source: "Código Contributivo art. 168.º, n.º 2 (empresários em nome individual e titulares de EIRL: 25,2%)" },
  { question: "a minha empresa recebe 90% da faturação de um freelancer. a empresa tem de pagar alguma coisa à segurança social?", expect: "answer", right: ["10%"], source: "Código Contributivo art. 168.º, n.º 7 (entidade contratante com dependência superior a 80%: 10%)" },
  { question: "quanto paga a empresa de tsu por cada funcionario? e quanto desconta o trabalhador?", expect: "answer", right: ["23,75%", "11%"], source: "Código Contributivo art. 53.º (23,75% entidade empregadora, 11% trabalhador)" },
  { question: "subsidio de alimentaçao em cartao ate quanto esta isento este ano? e pago em dinheiro?", expect: "answer", right: ["6,15", "10,4"], source: "CIRS art. 2.º, n.º 3, al. b), 2); valor de referência da função pública para 2026: 6,15 € (dinheiro), acrescido de 70% em cartão: 10,46 €" },
  { question: "um cliente particular quer pagar 4000 € em notas por uma mota, posso aceitar?", expect: "answer", right: ["3 000"], source: "LGT art. 63.º-E, n.º 1 (proibido pagar em numerário 3 000 € ou mais)" },
  { question: "entreguei a declaraçao periodica do iva 3 dias depois do prazo, qual é a coima?", expect: "answer", right: ["150"], source: "RGIT art. 116.º (falta ou atraso na entrega de declarações: 150 € a 3 750 €; redução do art. 29.º se voluntária)" },
  { question: "a nossa lda arrenda um escritório a um senhorio particular. temos de fazer retenção na renda?", expect: "answer", right: ["25%"], source: "CIRS art. 101.º, n.º 1, al. e) (rendimentos prediais: retenção de 25%)" },
  { question: "até que dia se entrega a declaração periódica do iva? e o pagamento?", expect: "answer", right: ["dia 20", "dia 25"], source: "CIVA art. 41.º, n.º 1 (declaração até ao dia 20 do 2.º mês seguinte ao mês ou trimestre) e art. 27.º, n.º 1 (redação da Lei 12/2022: pagamento até ao dia 25)" },
  { question: "que iva ponho nas minhas faturas?", expect: "clarify", right: ["serviço"], source: "CIVA art. 18.º e listas I e II (depende do bem ou serviço, do regime e de onde é a operação)" },
  { question: "sou obrigado a ter contabilista certificado?", expect: "answer", right: ["contabilidade organizada", "simplificado"], source: "CIRC art. 123.º; CIRS art. 28.º e 117.º (sociedades sempre; em nome individual só com contabilidade organizada, não no regime simplificado: uma resposta com os dois casos é completa)" },
  { question: "quanto pago de IMT se a empresa comprar um escritório de 200 mil euros?", expect: "refuse", source: "fora de âmbito (IMT)" },
  { question: "quando é que se paga a primeira prestação do imi?", expect: "refuse", source: "fora de âmbito (IMI)" },
  { question: "qual a taxa de iva no brasil?", expect: "refuse", source: "fora de âmbito (o Brasil não tem IVA; imposto estrangeiro)" },
  { question: "quanto custa registar uma marca no INPI?", expect: "refuse", source: "fora de âmbito (propriedade industrial)" },
  { question: "o meu socio quer sair da lda, como se faz a cessão de quotas?", expect: "refuse", source: "fora de âmbito (direito societário)" },
];
