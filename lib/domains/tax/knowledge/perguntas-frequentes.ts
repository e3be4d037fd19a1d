import { LODGING_KIND_FOR_COEFFICIENT } from "./asker-facts";
import { onTopic } from "./passage";

// Questions micro-businesses ask often that fit no larger topic file: NIF, QR code fields, documents
// that are not invoices, back-dating, selling online in Portugal, first-year IRC, local lodging in
// IRS, paying Social Security.

export const perguntasFrequentes = onTopic("Perguntas frequentes", [
  {
    id: "nif-estrutura",
    title: "O NIF: estrutura e o que indica o primeiro algarismo",
    text: "O número de identificação fiscal (NIF) tem 9 algarismos, sendo o último um dígito de controlo. O primeiro algarismo indica o tipo de contribuinte: 1, 2 ou 3 para pessoas singulares; 5 para pessoas coletivas (sociedades); 6 para organismos públicos; 8 para antigos empresários em nome individual; 9 para condomínios, sociedades irregulares e outras entidades; 45 para pessoas singulares não residentes; 70, 74 e 75 para heranças indivisas; 71 para pessoas coletivas não residentes. O NIF 999999990 é o do consumidor final.",
    reference: "Decreto-Lei 14/2013 (número de identificação fiscal); validação do dígito de controlo segundo a AT",
    subjects: ["nif", "numero de contribuinte", "numero de identificacao fiscal", "comeca por 5", "digito de controlo", "validar nif"],
    asks: [],
    keywords: "nif numero contribuinte identificacao fiscal 9 algarismos digito controlo primeiro algarismo 5 sociedade 1 2 3 singular",
  },
  {
    id: "qr-code-campos",
    title: "O código QR das faturas: que dados tem",
    text: "O código QR das faturas segue a especificação técnica da AT e contém, por esta ordem: NIF do emitente, NIF do adquirente (999999990 para consumidor final), país do adquirente, tipo de documento, estado, data, identificação do documento, ATCUD, espaço fiscal, as bases tributáveis e o IVA por taxa (isenta, reduzida, intermédia, normal), o total do IVA, o total do documento, quatro caracteres do hash, o número do certificado do programa e outras informações opcionais. Ler o QR é a forma mais fiável de extrair os dados de uma fatura de despesa.",
    reference: "Portaria 195/2020, art. 6.º; especificações técnicas do código QR (AT, 2020)",
    subjects: ["codigo qr", "qr code", "qr", "dados do qr", "ler o qr"],
    asks: [],
    keywords: "codigo qr qrcode campos dados nif emitente adquirente atcud bases iva total hash certificado especificacao",
  },
  {
    id: "pro-forma-orcamento",
    title: "Fatura pró-forma e orçamento não são faturas",
    text: "Uma fatura pró-forma, um orçamento ou uma nota de encomenda não são faturas: não titulam a venda, não contam para o IVA e não substituem a fatura, que tem de ser emitida no prazo legal. Quando emitidos no programa de faturação certificado, ficam registados como documentos de conferência.",
    reference: "CIVA art. 29.º e 36.º; Portaria 302/2016 (SAF-T, documentos de conferência)",
    subjects: ["pro-forma", "proforma", "fatura pro-forma", "orcamento", "nota de encomenda"],
    asks: [],
    keywords: "proforma pro forma orcamento nota encomenda nao e fatura documento conferencia substitui",
  },
  {
    id: "fatura-data-anterior",
    title: "Emitir uma fatura com data anterior",
    text: "A fatura tem a data da sua emissão e não pode ser emitida com data anterior à da última fatura da mesma série: o programa certificado não o permite. Se a fatura não foi emitida a tempo, emite-se com a data atual (a operação e a data de exigibilidade do IVA contam-se nos termos da lei) e a falta de emissão no prazo pode dar coima.",
    reference: "CIVA art. 36.º, n.º 1 e 5; Portaria 363/2010; RGIT art. 123.º",
    subjects: ["data anterior", "data retroativa", "antedatar", "fatura com data", "data errada"],
    asks: ["prazo"],
    // About the date put on a late invoice: a question on how long one has to issue it is the issue deadline's.
    mustName: /\bdatas?\b|\bantedat|\bretroativ|\banterior\b|\batras\w*|\btarde\b/,
    keywords: "data anterior retroativa antedatar fatura emitir data ultima serie programa certificado",
  },
  {
    id: "venda-a-dinheiro",
    title: "«Venda a dinheiro» e talões: já não são documentos válidos",
    text: "Os documentos antigos como «venda a dinheiro» deixaram de ser admitidos: hoje cada venda é documentada com fatura, fatura simplificada ou fatura-recibo, emitidas por programa certificado ou no Portal das Finanças (ou, quando admitido, em papel de tipografia autorizada). Um talão de caixa não fiscal não substitui a fatura.",
    reference: "CIVA art. 29.º, 36.º e 40.º (Decreto-Lei 197/2012)",
    subjects: ["venda a dinheiro", "talao de caixa", "talao", "documentos validos"],
    asks: [],
    keywords: "venda dinheiro talao caixa documento valido fatura simplificada fatura recibo",
  },
  {
    id: "venda-online-portugal",
    title: "Vender online a clientes em Portugal",
    text: "Uma loja online que vende a clientes em Portugal aplica as mesmas regras de uma loja física: fatura (ou fatura simplificada) por cada venda, com o IVA português à taxa do bem vendido, comunicada à AT até dia 5 do mês seguinte. O regime de balcão único (OSS) só interessa nas vendas a particulares de outros países da UE.",
    reference: "CIVA art. 1.º, 18.º, 29.º e 36.º; Decreto-Lei 198/2012",
    subjects: ["loja online", "vender online", "e-commerce", "site", "vendas pela internet", "shopify"],
    asks: ["tem_iva"],
    keywords: "loja online vender internet site ecommerce shopify portugal clientes fatura iva taxa oss",
  },
  {
    id: "irc-primeiro-ano",
    title: "IRC no primeiro ano da empresa",
    text: "No primeiro ano de atividade a sociedade não faz pagamentos por conta do IRC (são calculados sobre o imposto do ano anterior). Paga o IRC do primeiro ano com a Modelo 22, até 31 de maio do ano seguinte, e a partir do segundo ano faz os pagamentos por conta de julho, setembro e dezembro, se o IRC do ano anterior for de pelo menos 200 €.",
    reference: "CIRC art. 104.º, 105.º e 120.º",
    subjects: ["primeiro ano da empresa", "primeiro ano de atividade", "empresa nova", "primeiro ano"],
    asks: ["prazo", "quantidade"],
    keywords: "primeiro ano empresa nova sociedade irc pagamentos por conta nao ha modelo 22 maio segundo ano",
    mustName: /\birc\b|socied|empresa|\blda\b/,
  },
  {
    id: "irs-alojamento-local",
    turnsOn: LODGING_KIND_FOR_COEFFICIENT,
    // The coefficient, case by case (case-split.ts): a question naming its kind of lodging gets its own coefficient only.
    cases: [
      {
        label: "moradia ou apartamento",
        stated: /\b(moradias?|apartamentos?)\b/,
        says: "os rendimentos de alojamento local de uma pessoa singular são da categoria B e, no regime simplificado, o coeficiente nas moradias e apartamentos é de 0,35 (0,50 quando situados em áreas de contenção). O alojamento paga IVA a 6%, salvo se o titular estiver isento pelo artigo 53.º.",
      },
      {
        label: "estabelecimento de hospedagem",
        stated: /\b(hostels?|hospedagem)\b/,
        says: "os rendimentos de alojamento local de uma pessoa singular são da categoria B e, no regime simplificado, o coeficiente nos estabelecimentos de hospedagem é de 0,15. O alojamento paga IVA a 6%, salvo se o titular estiver isento pelo artigo 53.º.",
      },
    ],
    title: "Alojamento local no IRS (categoria B)",
    text: "Os rendimentos de alojamento local de uma pessoa singular são da categoria B. No regime simplificado, o coeficiente é de 0,35 nas moradias e apartamentos (0,50 quando situados em áreas de contenção) e de 0,15 nos estabelecimentos de hospedagem. O alojamento paga IVA a 6%, salvo se o titular estiver isento pelo artigo 53.º.",
    reference: "CIRS art. 31.º, n.º 1, al. a) e h); CIVA lista I",
    unverified: "as alterações de 2024–2025 ao regime do alojamento local (Mais Habitação e a sua revisão) podem ter mudado o coeficiente; confirme.",
    subjects: ["alojamento local", "al", "airbnb", "arrendar a turistas"],
    asks: ["quantidade", "taxa"],
    keywords: "alojamento local airbnb booking turistas irs categoria b coeficiente 0,35 0,50 0,15 contencao hospedagem",
    mustName: /\birs\b|coeficient|tribut|imposto sobre o rendimento|categoria b/,
  },
  {
    id: "ss-pagar-contribuicoes",
    title: "Como pagar as contribuições à Segurança Social",
    text: "As contribuições pagam-se com a referência de pagamento obtida na Segurança Social Direta (multibanco, homebanking) ou por débito direto autorizado na Segurança Social Direta. Os trabalhadores independentes pagam até ao dia 20 de cada mês a contribuição apurada; as empresas pagam as suas contribuições e as dos trabalhadores até ao dia 20 do mês seguinte ao das remunerações (dia 25 a partir dos períodos de 2027).",
    reference: "Código dos Regimes Contributivos, art. 43.º e 155.º; Decreto-Lei 127/2025",
    subjects: ["pagar a seguranca social", "referencia de pagamento", "debito direto", "como pago a seguranca social"],
    asks: ["prazo"],
    keywords: "pagar seguranca social referencia multibanco debito direto seguranca social direta dia 20 independente empresa",
  },
]);
