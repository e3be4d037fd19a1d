/**
 * Own-case probes (round owncase, 2026-11-28, issue #33): for the passages whose rule has a condition on the asker's
 * situation, one short question a business owner would type about their OWN case without stating that fact, and,
 * where natural, one that states it. Written from the law and the passages' texts BEFORE the engine was run on them.
 *
 * Key:
 *  - `expect: "clarify"`: the correct reply depends on the fact the question does not give (`fact`): the engine must
 *    ask for it (a clarification), not give the passage's rule as the answer to the asker's case;
 *  - `expect: "answer"`: the rule is the same in every case the question leaves open, or the question states the fact:
 *    the engine must answer from one of `passages` (the first is the one the probe was written for).
 * A reply that lists every branch with its own date or figure (the deadlines of both VAT periods) answers the case; a
 * reply that says yes or no, or one amount, to «am I / must I / do I pay», when that turns on an unstated fact, does not.
 */
export interface OwnCaseProbe {
  question: string;
  expect: "clarify" | "answer";
  /** The passage(s) whose rule the probe turns on; for `answer`, the ones that may answer it. */
  passages: string[];
  /** For `clarify`: the asker's fact the reply depends on. */
  fact?: string;
}

export const OWN_CASE_PROBES: OwnCaseProbe[] = [
  // IVA: taxes and exemptions by what is sold and the regime
  { question: "tenho um alojamento local, tenho de cobrar iva aos hóspedes?", expect: "clarify", passages: ["iva-lista-alojamento"], fact: "volume de negócios (isenção do art. 53.º)" },
  { question: "tenho um alojamento local no regime normal de iva, que taxa cobro aos hóspedes?", expect: "answer", passages: ["iva-lista-alojamento"] },
  { question: "tenho de cobrar iva nos meus recibos verdes?", expect: "clarify", passages: ["irs-cat-b-iva-juntos", "iva-isencao-art53"], fact: "volume de negócios (art. 53.º)" },
  { question: "faturo 40 000 € por ano em recibos verdes, tenho de cobrar iva?", expect: "answer", passages: ["iva-isencao-art53", "irs-cat-b-iva-juntos", "iva-art53-ultrapassar"] },
  { question: "tenho um salão de cabeleireiro, tenho de cobrar iva aos clientes?", expect: "clarify", passages: ["iva-cabeleireiro-estetica"], fact: "regime de IVA (art. 53.º)" },
  { question: "que iva cobro nos bolos que vendo na pastelaria?", expect: "clarify", passages: ["iva-cafe-pastelaria-balcao"], fact: "consumo no local ou para levar" },
  { question: "que iva cobro nos bolos servidos na esplanada da minha pastelaria?", expect: "answer", passages: ["iva-cafe-pastelaria-balcao"] },
  { question: "a formação que a minha empresa dá está isenta de iva?", expect: "clarify", passages: ["iva-formacao", "iva-isencao-art9"], fact: "entidade certificada (DGERT) ou não" },
  { question: "a minha empresa é certificada pela dgert, a formação que damos leva iva?", expect: "answer", passages: ["iva-formacao", "iva-isencao-art9"] },
  { question: "dou explicações de matemática a alunos do secundário, tenho de cobrar iva?", expect: "answer", passages: ["iva-explicacoes-ensino", "iva-isencao-art9"] },
  { question: "estou isento de iva?", expect: "clarify", passages: ["iva-isencao-art53"], fact: "volume de negócios" },
  { question: "posso ficar no regime de isenção do artigo 53?", expect: "clarify", passages: ["iva-isencao-art53", "iva-art53-quem-nao-pode"], fact: "volume de negócios, contabilidade organizada, importações/exportações" },
  { question: "posso usar a isenção das pequenas empresas para vender em espanha?", expect: "clarify", passages: ["iva-art53-transfronteirico"], fact: "volume de negócios na UE" },
  { question: "faturo 30 000 € por ano em toda a ue, posso usar a isenção transfronteiriça das pequenas empresas?", expect: "answer", passages: ["iva-art53-transfronteirico"] },
  { question: "quero passar para o regime normal de iva, posso?", expect: "answer", passages: ["iva-art53-opcao-regime-normal"] },
  { question: "levo iva português nas vendas da minha loja online a particulares de frança?", expect: "clarify", passages: ["iva-vendas-distancia-ue"], fact: "total das vendas à distância na UE (10 000 €)" },
  { question: "vendo 5 000 € por ano online a particulares de outros países da ue, que iva aplico?", expect: "answer", passages: ["iva-vendas-distancia-ue"] },
  { question: "tenho de cobrar iva na renda da loja que arrendo a uma empresa?", expect: "answer", passages: ["iva-arrendamento-comercial"] },
  { question: "tenho de liquidar iva quando levo produtos da minha loja para casa?", expect: "clarify", passages: ["iva-autoconsumo"], fact: "se o IVA desses bens foi deduzido" },
  { question: "tenho de cobrar iva quando vender o carro da empresa?", expect: "clarify", passages: ["iva-venda-ativo-viatura"], fact: "tipo de viatura / IVA deduzido na compra" },
  { question: "vou vender a carrinha de mercadorias da empresa, leva iva?", expect: "answer", passages: ["iva-venda-ativo-viatura"] },
  { question: "posso usar o regime da margem na minha loja?", expect: "clarify", passages: ["iva-bens-segunda-mao"], fact: "o que vende e a quem compra (particulares)" },
  { question: "compro móveis antigos a particulares para revender, posso usar o regime da margem?", expect: "answer", passages: ["iva-bens-segunda-mao"] },
  { question: "tenho de entregar a declaração recapitulativa?", expect: "clarify", passages: ["iva-recapitulativa"], fact: "se vende/presta a empresas da UE" },
  { question: "presto serviços a empresas de outros países da ue com autoliquidação, tenho de entregar a recapitulativa?", expect: "answer", passages: ["iva-recapitulativa"] },
  { question: "a minha empresa paga publicidade ao facebook, tenho de autoliquidar o iva?", expect: "answer", passages: ["iva-servicos-estrangeiro-compras"] },
  { question: "faço manutenção de jardins para empresas, que iva ponho?", expect: "answer", passages: ["iva-servicos-empresas-23"] },
  { question: "tenho de cobrar iva a um turista que faz uma aula de surf comigo?", expect: "answer", passages: ["iva-servicos-turistas"] },
  { question: "tenho de entregar a declaração de iva se este trimestre não faturei nada?", expect: "answer", passages: ["iva-declaracao-sem-operacoes"] },
  { question: "posso aderir ao iva de caixa?", expect: "clarify", passages: ["iva-caixa"], fact: "volume de negócios e dívidas" },
  { question: "a minha empresa está no iva mensal ou trimestral?", expect: "clarify", passages: ["iva-regime-trimestral-mensal"], fact: "volume de negócios do ano anterior" },

  // IVA: deductions
  { question: "posso deduzir o iva do gasóleo?", expect: "clarify", passages: ["iva-deducao-gasolina"], fact: "a viatura" },
  { question: "posso deduzir o iva da oficina do carro da empresa?", expect: "clarify", passages: ["iva-reparacao-automoveis", "iva-dedutivel-exclusoes"], fact: "tipo de viatura" },
  { question: "posso deduzir o iva da reparação da carrinha de mercadorias?", expect: "answer", passages: ["iva-reparacao-automoveis", "irc-viaturas-mercadorias"] },
  { question: "posso deduzir o iva do aluguer do carro da empresa?", expect: "clarify", passages: ["iva-rent-a-car", "iva-dedutivel-exclusoes"], fact: "tipo de viatura" },
  { question: "posso deduzir o iva do hotel numa viagem de trabalho?", expect: "answer", passages: ["iva-deducao-alojamento-viagens", "iva-dedutivel-exclusoes"] },
  { question: "comprei um carro usado a um particular, posso deduzir iva?", expect: "answer", passages: ["iva-viatura-usada-particular"] },
  { question: "dou formação isenta e faço consultoria, posso deduzir o iva todo das compras?", expect: "answer", passages: ["iva-prorata"] },

  // Invoices
  { question: "posso passar fatura simplificada aos meus clientes?", expect: "clarify", passages: ["faturas-simplificada"], fact: "cliente, o que vende, valor" },
  { question: "sou obrigado a usar programa de faturação certificado?", expect: "clarify", passages: ["faturas-software-certificado"], fact: "volume de negócios" },
  { question: "tenho de passar fatura a um particular que não a pede?", expect: "answer", passages: ["faturas-obrigacao"] },
  { question: "tenho de comunicar as guias de transporte à at?", expect: "clarify", passages: ["faturas-guias-transporte"], fact: "volume de negócios, destinatário" },
  { question: "tenho de comunicar o inventário à at?", expect: "clarify", passages: ["inventarios-comunicacao"], fact: "contabilidade organizada e volume de negócios" },
  { question: "a minha lda tem de ter domicílio fiscal eletrónico?", expect: "answer", passages: ["domicilio-fiscal-eletronico"] },
  { question: "tenho de ter domicílio fiscal eletrónico?", expect: "clarify", passages: ["domicilio-fiscal-eletronico"], fact: "sociedade ou regime normal de IVA" },
  { question: "tenho de passar recibos de renda eletrónicos?", expect: "clarify", passages: ["recibos-renda-eletronicos"], fact: "situação do senhorio (dispensa)" },

  // IRS of the self-employed
  { question: "qual é o meu coeficiente no regime simplificado?", expect: "clarify", passages: ["irs-categoria-b-simplificado", "irs-coef-075-tabela-151"], fact: "atividade" },
  { question: "tenho direito à redução do coeficiente no início de atividade?", expect: "clarify", passages: ["irs-coef-reducao-inicio-atividade"], fact: "ano de início de atividade" },
  { question: "abri atividade como independente este ano pela primeira vez, o coeficiente é reduzido?", expect: "answer", passages: ["irs-coef-reducao-inicio-atividade"] },
  { question: "quanto vou pagar de irs nos meus recibos verdes?", expect: "clarify", passages: ["irs-cat-b-calculo"], fact: "atividade e rendimentos" },
  { question: "que retenção ponho nos meus recibos verdes?", expect: "clarify", passages: ["irs-retencao-outros-servicos", "retencao-categoria-b", "irs-dispensa-retencao"], fact: "atividade, rendimentos, cliente" },
  { question: "posso pedir dispensa de retenção na fonte?", expect: "clarify", passages: ["irs-dispensa-retencao"], fact: "rendimentos do ano anterior e previstos" },
  { question: "que anexo do irs tenho de preencher?", expect: "clarify", passages: ["irs-anexo-b-c-ss"], fact: "regime simplificado ou contabilidade organizada" },
  { question: "estou no regime simplificado como independente, que anexo do irs preencho?", expect: "answer", passages: ["irs-anexo-b-c-ss"] },
  { question: "qual o coeficiente do irs do meu alojamento local?", expect: "clarify", passages: ["irs-alojamento-local"], fact: "moradia/apartamento ou hostel, área de contenção" },
  { question: "tenho um apartamento em alojamento local fora de área de contenção, qual o coeficiente do irs?", expect: "answer", passages: ["irs-alojamento-local"] },
  { question: "tenho direito ao irs jovem?", expect: "clarify", passages: ["irs-jovem"], fact: "idade e ano dos primeiros rendimentos" },
  { question: "tenho 27 anos e comecei a trabalhar em 2022, quanto fica isento no irs jovem?", expect: "answer", passages: ["irs-jovem"] },
  { question: "posso continuar no regime simplificado?", expect: "clarify", passages: ["irs-cat-b-contabilidade-organizada", "irs-categoria-b-simplificado"], fact: "rendimentos dos anos anteriores" },
  { question: "pago tributação autónoma do meu carro como empresário em nome individual?", expect: "clarify", passages: ["irs-tributacao-autonoma-viaturas-eni"], fact: "contabilidade organizada, custo da viatura" },
  { question: "o carro da empresa que levo para casa conta como rendimento meu?", expect: "clarify", passages: ["irs-rendimentos-em-especie-viatura"], fact: "acordo escrito de uso pessoal" },

  // Withholding paid by the company
  { question: "tenho de reter irs na renda do escritório?", expect: "clarify", passages: ["retencao-rendas"], fact: "senhorio particular ou empresa, contabilidade organizada" },
  { question: "a minha lda paga renda a um senhorio particular, tenho de reter irs?", expect: "answer", passages: ["retencao-rendas"] },
  { question: "o meu fornecedor é uma lda, tenho de reter irs nas faturas dele?", expect: "answer", passages: ["retencao-sociedades"] },
  { question: "tenho de reter imposto quando pago a um fornecedor estrangeiro?", expect: "clarify", passages: ["retencao-nao-residentes"], fact: "tipo de pagamento e convenção" },
  { question: "tenho de entregar a modelo 10?", expect: "clarify", passages: ["prazo-modelo10"], fact: "se pagou rendimentos sujeitos a retenção" },
  { question: "sou cliente particular de um canalizador, tenho de lhe reter irs?", expect: "answer", passages: ["irs-retencao-particular"] },

  // IRC
  { question: "quanto pago de irc?", expect: "clarify", passages: ["irc-taxas"], fact: "PME, lucro tributável" },
  { question: "a minha empresa paga derrama estadual?", expect: "clarify", passages: ["irc-derramas"], fact: "lucro tributável (1 500 000 €)" },
  { question: "a minha empresa teve 300 000 € de lucro tributável, paga derrama estadual?", expect: "answer", passages: ["irc-derramas"] },
  { question: "a minha empresa tem de fazer pagamentos adicionais por conta?", expect: "clarify", passages: ["irc-pagamentos-adicionais-derrama"], fact: "lucro tributável do ano anterior" },
  { question: "a minha empresa tem de fazer pagamentos por conta do irc?", expect: "clarify", passages: ["irc-pagamentos-por-conta"], fact: "IRC do ano anterior, primeiro ano" },
  { question: "a minha empresa paga irc dos dividendos que recebe de outra sociedade?", expect: "clarify", passages: ["irc-dividendos-participadas"], fact: "participação (10%) e há quanto tempo" },
  { question: "a minha empresa tem 30% de outra sociedade há três anos, os dividendos que recebe pagam irc?", expect: "answer", passages: ["irc-dividendos-participadas"] },
  { question: "a mais-valia da venda da máquina da minha empresa paga irc toda?", expect: "clarify", passages: ["irc-reinvestimento-mais-valias"], fact: "reinvestimento e detenção há um ano" },
  { question: "posso optar pelo regime simplificado de irc?", expect: "clarify", passages: ["irc-regime-simplificado"], fact: "volume de negócios e balanço" },
  { question: "a minha empresa é pme?", expect: "clarify", passages: ["irc-pme-definicao"], fact: "trabalhadores, volume de negócios, balanço" },
  { question: "quanto paga a minha empresa de tributação autónoma do carro?", expect: "clarify", passages: ["irc-tributacao-autonoma-viaturas"], fact: "custo de aquisição e motorização" },
  { question: "a minha empresa teve prejuízo, paga irc?", expect: "answer", passages: ["irc-prejuizos"] },

  // Social security
  { question: "estou isento de segurança social?", expect: "clarify", passages: ["ss-independentes-isencoes"], fact: "primeiro ano, outro emprego, pensão" },
  { question: "sou reformado por velhice e passo recibos verdes, pago segurança social?", expect: "answer", passages: ["ss-independente-pensionista", "ss-independentes-isencoes"] },
  { question: "quanto desconto para a segurança social?", expect: "clarify", passages: ["ss-taxas-art168", "ss-independentes"], fact: "independente, empresário em nome individual, trabalhador" },
  { question: "sobre quanto desconto para a segurança social como independente?", expect: "clarify", passages: ["ss-independentes-base"], fact: "serviços ou vendas" },
  { question: "vendo artesanato como independente, sobre quanto pago segurança social?", expect: "answer", passages: ["ss-independentes-base"] },
  { question: "a minha empresa é entidade contratante?", expect: "clarify", passages: ["ss-entidade-contratante"], fact: "parte dos rendimentos do independente" },

  // Work and salaries
  { question: "quanto tempo de aviso prévio tem de me dar o meu empregado para se despedir?", expect: "clarify", passages: ["trabalho-aviso-previo-trabalhador"], fact: "antiguidade" },
  { question: "o meu empregado está cá há cinco anos, quanto aviso prévio tem de dar para se despedir?", expect: "answer", passages: ["trabalho-aviso-previo-trabalhador"] },
  { question: "o prémio que vou dar ao meu empregado fica isento de irs?", expect: "clarify", passages: ["premio-produtividade"], fact: "condições (aumento salarial) e valor" },
  { question: "tenho de pagar subsídio de refeição aos meus empregados?", expect: "answer", passages: ["subsidio-refeicao-obrigatorio"] },
  { question: "quanto posso pagar de subsídio de refeição sem impostos?", expect: "answer", passages: ["subsidio-refeicao"] },
  { question: "quanto pago de subsídio de natal ao meu empregado?", expect: "answer", passages: ["subsidio-natal"] },
  { question: "o meu trabalhador está de baixa, tenho de lhe pagar o salário?", expect: "answer", passages: ["baixa-medica-trabalhador"] },

  // Fines and cash
  { question: "entreguei a declaração do iva atrasada por iniciativa própria, quanto pago de coima?", expect: "clarify", passages: ["coima-reducao"], fact: "quantos dias de atraso" },
  { question: "entreguei a declaração do iva 10 dias depois do prazo por iniciativa própria, quanto é a coima?", expect: "answer", passages: ["coima-reducao"] },
  { question: "posso receber em dinheiro de um cliente?", expect: "clarify", passages: ["numerario-limites"], fact: "valor" },
  { question: "tenho de pagar impostos de 800 € por transferência ou posso pagar em dinheiro?", expect: "answer", passages: ["numerario-pagamento-impostos"] },
];

/**
 * Second batch (written after the first group of fixes, before the engine was run on it): the passages the first batch
 * left out, and the stated-fact side of the passages that already declared `turnsOn` in the first two passes.
 */
export const OWN_CASE_PROBES_2: OwnCaseProbe[] = [
  { question: "que iva ponho na fatura das obras que faço?", expect: "clarify", passages: ["iva-lista-obras-habitacao", "iva-construcao", "iva-construcao-nova"], fact: "cliente (empresa ou particular) e tipo de obra" },
  { question: "faço a remodelação da casa de uma senhora particular, que iva ponho na mão de obra?", expect: "answer", passages: ["iva-lista-obras-habitacao", "iva-construcao"] },
  { question: "deduzi o iva dos produtos da minha loja e levei alguns para casa, tenho de liquidar iva?", expect: "answer", passages: ["iva-autoconsumo"] },
  { question: "uso o telemóvel para a empresa e para mim, posso deduzir o iva todo?", expect: "answer", passages: ["iva-deducao-uso-misto", "iva-deducao-telemovel-internet"] },
  { question: "posso deduzir o iva do telemóvel?", expect: "clarify", passages: ["iva-deducao-telemovel-internet", "iva-telecomunicacoes-software"], fact: "regime de IVA e uso" },
  { question: "posso deduzir o iva do carro elétrico da empresa?", expect: "clarify", passages: ["iva-viaturas-eletricas"], fact: "custo de aquisição" },
  { question: "o carro elétrico da empresa custou 45 000 € sem iva, posso deduzir o iva?", expect: "answer", passages: ["iva-viaturas-eletricas"] },
  { question: "posso deduzir o iva do gasóleo da carrinha de mercadorias?", expect: "answer", passages: ["iva-deducao-gasolina", "iva-dedutivel-exclusoes", "irc-viaturas-mercadorias"] },
  { question: "a minha empresa abriu este ano, tem de fazer pagamentos por conta do irc?", expect: "answer", passages: ["irc-primeiro-ano", "irc-pagamentos-por-conta"] },
  { question: "tenho de fazer pagamentos por conta do irs?", expect: "answer", passages: ["irs-pagamentos-por-conta"] },
  { question: "sou independente, tenho de ter seguro de acidentes de trabalho?", expect: "answer", passages: ["ss-seguro-acidentes-independentes"] },
  { question: "o meu cliente pagou logo, passo fatura ou fatura-recibo?", expect: "answer", passages: ["faturas-recibo-vs-fatura"] },
  { question: "recebi um sinal de um cliente, tenho de passar fatura?", expect: "answer", passages: ["faturas-adiantamento"] },
  { question: "faço um site para uma empresa alemã com número de iva, levo iva?", expect: "answer", passages: ["iva-ue-servicos"] },
  { question: "quanto posso pagar de subsídio de refeição em cartão sem impostos?", expect: "answer", passages: ["subsidio-refeicao"] },
  { question: "quanto posso pagar por quilómetro ao meu empregado que usa o carro dele?", expect: "answer", passages: ["ajudas-custo-km"] },
  { question: "posso receber 5 000 € em dinheiro de um cliente?", expect: "answer", passages: ["numerario-limites"] },
  { question: "faturei 300 000 € no ano passado e não tenho dívidas, posso aderir ao iva de caixa?", expect: "answer", passages: ["iva-caixa"] },
  { question: "faturo 30 000 € por ano, tenho de usar programa de faturação certificado?", expect: "answer", passages: ["faturas-software-certificado", "saft-faturacao"] },
  { question: "vendo roupa a particulares na minha loja, posso passar fatura simplificada de 200 €?", expect: "answer", passages: ["faturas-simplificada"] },
  { question: "a minha empresa tem contabilidade organizada e faturou 500 000 € no ano passado, tenho de comunicar o inventário?", expect: "answer", passages: ["inventarios-comunicacao"] },
  { question: "a minha empresa faturou 150 000 € e tem balanço de 100 000 €, posso optar pelo regime simplificado de irc?", expect: "answer", passages: ["irc-regime-simplificado"] },
  { question: "a minha empresa tem 5 trabalhadores e fatura 400 000 €, é pme?", expect: "answer", passages: ["irc-pme-definicao"] },
  { question: "um independente recebe 90% dos rendimentos da minha empresa, quanto pagamos à segurança social?", expect: "answer", passages: ["ss-entidade-contratante", "ss-taxas-art168"] },
  { question: "posso oferecer cabazes de natal aos meus clientes sem liquidar iva?", expect: "clarify", passages: ["iva-oferta-amostras"], fact: "valor de cada oferta e total" },
  { question: "vou oferecer cabazes de 30 € aos meus clientes, levam iva?", expect: "answer", passages: ["iva-oferta-amostras"] },
  { question: "posso pedir o reembolso do iva?", expect: "clarify", passages: ["iva-reembolso"], fact: "valor do crédito e há quanto tempo" },
  { question: "posso recuperar o iva de uma fatura que o cliente não me pagou?", expect: "clarify", passages: ["iva-creditos-incobraveis"], fact: "há quanto tempo, cliente, diligências" },
  { question: "faturei 8 000 € no ano passado e este ano não passo dos 15 000, posso ter dispensa de retenção?", expect: "answer", passages: ["irs-dispensa-retencao"] },
  { question: "faturei 120 000 € nos recibos verdes, posso continuar no regime simplificado?", expect: "answer", passages: ["irs-cat-b-contabilidade-organizada", "irs-categoria-b-simplificado"] },
  { question: "a minha empresa faturou 300 000 € no ano passado, o iva é mensal ou trimestral?", expect: "answer", passages: ["iva-regime-trimestral-mensal"] },
  { question: "o carro a gasóleo da empresa custou 30 000 €, quanto é a tributação autónoma?", expect: "answer", passages: ["irc-tributacao-autonoma-viaturas"] },
  { question: "sou empresário em nome individual com contabilidade organizada e o meu carro custou 25 000 €, que tributação autónoma pago?", expect: "answer", passages: ["irs-tributacao-autonoma-viaturas-eni"] },
  { question: "paguei rendas a um senhorio particular com retenção, tenho de entregar a modelo 10?", expect: "answer", passages: ["prazo-modelo10"] },
  { question: "a minha empresa teve 3 milhões de lucro tributável, tem de fazer pagamentos adicionais por conta?", expect: "answer", passages: ["irc-pagamentos-adicionais-derrama"] },
  { question: "aumentei os salários como a lei pede, o prémio de 500 € ao meu empregado fica isento de irs?", expect: "answer", passages: ["premio-produtividade"] },
  { question: "tenho acordo escrito para usar o carro da empresa em casa, quanto conta como rendimento?", expect: "answer", passages: ["irs-rendimentos-em-especie-viatura"] },
  { question: "tenho um salão de cabeleireiro no regime normal de iva, que taxa cobro?", expect: "answer", passages: ["iva-cabeleireiro-estetica"] },
  { question: "faturo 10 000 € por ano mas exporto, posso ficar isento pelo artigo 53?", expect: "answer", passages: ["iva-art53-quem-nao-pode"] },
  { question: "sou programador a recibos verdes, qual é o meu coeficiente?", expect: "answer", passages: ["irs-coef-075-tabela-151", "irs-categoria-b-simplificado", "irs-cat-b-calculo", "irs-tabela-151"] },
  { question: "abri atividade pela primeira vez há 3 meses, estou isento de segurança social?", expect: "answer", passages: ["ss-independentes-isencoes"] },
  { question: "faturo 8 000 € por ano no meu alojamento local, tenho de cobrar iva?", expect: "answer", passages: ["iva-lista-alojamento", "iva-isencao-art53"] },
  { question: "posso deduzir o iva das refeições com clientes?", expect: "answer", passages: ["iva-dedutivel-exclusoes", "irc-despesas-representacao"] },
  { question: "quanto paga a minha empresa de derrama municipal?", expect: "clarify", passages: ["derrama-municipal-reduzida", "irc-derramas"], fact: "concelho e volume de negócios" },
  { question: "dou workshops de cerâmica e não sou certificado, tenho de cobrar iva?", expect: "answer", passages: ["iva-formacao"] },
  { question: "quanto vai descontar o meu gerente para a segurança social?", expect: "answer", passages: ["ss-gerentes"] },
  { question: "o meu trabalhador a tempo parcial tem direito a subsídio de férias?", expect: "answer", passages: ["trabalho-tempo-parcial"] },
  { question: "posso deduzir no irc os juros do empréstimo da minha empresa?", expect: "answer", passages: ["irc-gastos-financiamento"] },
];

/**
 * Batch 3 (round turnson4, 2026-11-28): the passages that gained `turnsOn` in that round, written from their rules
 * (the independents' minimum contribution; the farmers' flat-rate scheme; opting for the IRC simplified regime) before the engine was run on them.
 */
export const OWN_CASE_PROBES_3: OwnCaseProbe[] = [
  { question: "tenho de pagar a contribuição mínima de 20 € à segurança social?", expect: "clarify", passages: ["ss-contribuicao-minima", "ss-independentes-isencoes"], fact: "primeiro ano, outro emprego, pensão" },
  { question: "como independente, pago a contribuição mínima da segurança social mesmo sem rendimentos?", expect: "clarify", passages: ["ss-contribuicao-minima", "ss-independentes-isencoes"], fact: "primeiro ano, outro emprego, pensão" },
  { question: "abri atividade pela primeira vez há 4 meses e não faturei nada, tenho de pagar a contribuição mínima da segurança social?", expect: "answer", passages: ["ss-contribuicao-minima", "ss-independentes-isencoes"] },
  { question: "trabalho por conta de outrem e passo recibos verdes, pago a contribuição mínima de 20 € da segurança social?", expect: "answer", passages: ["ss-contribuicao-minima", "ss-independentes-isencoes"] },
  { question: "quanto é a contribuição mínima de um trabalhador independente para a segurança social?", expect: "answer", passages: ["ss-contribuicao-minima"] },
  { question: "sou agricultor, posso ficar no regime forfetário do iva?", expect: "clarify", passages: ["iva-agricultura"], fact: "volume de negócios, contabilidade organizada" },
  { question: "tenho uma pequena exploração agrícola, tenho direito ao regime forfetário?", expect: "clarify", passages: ["iva-agricultura"], fact: "volume de negócios, contabilidade organizada" },
  { question: "sou agricultor sem contabilidade organizada, posso ficar no regime forfetário?", expect: "answer", passages: ["iva-agricultura"] },
  { question: "como funciona o regime forfetário dos agricultores no iva?", expect: "answer", passages: ["iva-agricultura"] },
  { question: "que taxa de iva levam os adubos que vendo na minha loja agrícola?", expect: "answer", passages: ["iva-agricultura"] },
  { question: "a nossa sociedade pode escolher o regime simplificado de irc?", expect: "clarify", passages: ["irc-regime-simplificado-opcao", "irc-regime-simplificado"], fact: "volume de negócios e balanço do ano anterior" },
  { question: "a minha empresa vendeu 120 000 € no ano passado e o balanço é de 200 000 €, posso optar pelo regime simplificado de irc?", expect: "answer", passages: ["irc-regime-simplificado", "irc-regime-simplificado-opcao"] },
  { question: "até quando tenho de entregar a opção pelo regime simplificado de irc?", expect: "answer", passages: ["irc-regime-simplificado-opcao"] },
];
