import { CLIENT_KIND_ABROAD } from "./asker-facts";
import { onTopic } from "./passage";

// Smaller topics, one export each: fines, cross-border services, documents, and subjects the base
// marks as not covered.

export const coimas = onTopic("Coimas", [
  {
    id: "coima-falta-fatura",
    title: "Coima por não emitir fatura",
    text: "Não emitir fatura, ou emiti-la fora do prazo legal, é punido com coima de 150 € a 3 750 €; quando a infração é de uma sociedade, os limites mínimo e máximo duplicam. O cliente que não peça fatura não é punido.",
    reference: "RGIT art. 123.º, n.º 2, e 26.º, n.º 4",
    subjects: ["coima", "multa", "nao emitir fatura", "nao passar fatura", "sem fatura", "faturas fora de prazo"],
    asks: ["quantidade"],
    keywords: "coima multa nao emitir fatura falta fatura fora prazo 150 3750 sociedade duplica",
  },
  {
    id: "coima-reducao",
    title: "Reduzir a coima regularizando por iniciativa própria",
    text: "Quem regulariza uma falta (entrega a declaração em atraso e paga o imposto) e pede a redução da coima antes de a AT instaurar o processo paga uma coima reduzida: 12,5% do mínimo legal se o pedido for feito nos 30 dias seguintes à infração, e 25% do mínimo se for feito depois, mas antes de o processo ser instaurado. O pedido faz-se no Portal das Finanças.",
    reference: "RGIT art. 29.º, n.º 1, al. a) e b), e 30.º",
    subjects: ["reducao da coima", "reduzir a coima", "pedido de reducao", "regularizar", "coima reduzida"],
    asks: ["quantidade", "taxa"],
    keywords: "reducao coima reduzir pedido regularizar iniciativa propria 12,5% 25% minimo 30 dias portal financas notificado notificacao antes de ser notificado",
  },
  {
    id: "coima-falta-pagamento",
    title: "Imposto pago fora de prazo: coima e juros",
    text: "Pagar o imposto (IVA, IRS retido, IRC) depois do prazo dá coima, calculada em função do imposto em falta, e juros de mora desde o dia seguinte ao fim do prazo, mesmo que a declaração tenha sido entregue a horas (a falta de pagamento é uma infração própria). Se o imposto for pago e a redução da coima pedida antes de a AT instaurar o processo, a coima é reduzida. Não entregar o IVA liquidado ou o IRS retido acima de 7 500 € pode ser crime de abuso de confiança.",
    reference: "RGIT art. 105.º, 114.º e 29.º; LGT art. 44.º",
    subjects: ["pagar fora de prazo", "pagamento em atraso", "juros de mora", "imposto em atraso", "nao paguei o iva"],
    asks: ["quantidade"],
    keywords: "pagar atraso fora prazo coima juros mora imposto falta iva irs retido abuso confianca 7500",
  },
]);

export const internacional = onTopic("IVA — operações internacionais", [
  {
    id: "iva-reino-unido",
    title: "Faturar a clientes do Reino Unido, Suíça ou outros países fora da UE",
    text: "Desde o Brexit, o Reino Unido está fora da União Europeia: os serviços prestados a empresas do Reino Unido (como aos de qualquer país terceiro, como Suíça, Estados Unidos ou Brasil) não são, em regra, tributados em Portugal, e a fatura sai sem IVA com a menção do motivo (art. 6.º, n.º 6, al. a)); as vendas de bens expedidos para lá são exportações isentas (art. 14.º). Não há declaração recapitulativa.",
    reference: "CIVA art. 6.º, n.º 6, al. a), e 14.º",
    subjects: ["reino unido", "inglaterra", "uk", "suica", "estados unidos", "eua", "brasil", "fora da ue", "pais terceiro"],
    asks: ["tem_iva"],
    // A country of the EU named («um cliente em Espanha») is the intra-EU passages' question, not this one on countries outside the EU.
    mustName: /^(?!.*\b(espanha|espanhol\w*|franca|frances\w*|alemanha|alema\w*|italia|italian\w*|irlanda|holanda|paises baixos|belgica|luxemburgo|austria|polonia|suecia|dinamarca|finlandia|grecia|chipre|malta|estonia|letonia|lituania|eslovaquia|eslovenia|chequia|republica checa|hungria|romenia|bulgaria|croacia|intracomunitari\w*|estados?[- ]membros?|outro pais da ue|noutro pais da ue)\b)/,
    turnsOn: CLIENT_KIND_ABROAD,
    keywords: "reino unido uk inglaterra brexit suica estados unidos eua brasil fora ue pais terceiro cliente empresa iva fatura",
  },
  {
    id: "iva-freelancer-cliente-estrangeiro",
    title: "Freelancer a trabalhar para uma empresa estrangeira",
    text: "Um trabalhador independente residente em Portugal que presta serviços a uma empresa estrangeira emite fatura-recibo no Portal das Finanças: sem IVA português quando o cliente é uma empresa (na UE, com a menção «IVA - autoliquidação» e o cliente na declaração recapitulativa; fora da UE, não sujeito). O rendimento é da categoria B e é tributado em Portugal no IRS; o cliente estrangeiro não faz retenção portuguesa. A Segurança Social segue as regras normais dos independentes.",
    reference: "CIVA art. 6.º, n.º 6, al. a); RITI art. 30.º; CIRS art. 3.º e 15.º",
    subjects: ["empresa estrangeira", "cliente estrangeiro", "trabalhar para o estrangeiro", "remote", "trabalho remoto"],
    asks: ["tem_iva"],
    turnsOn: CLIENT_KIND_ABROAD,
    keywords: "freelancer independente empresa estrangeira cliente estrangeiro remoto exterior fatura recibo sem iva autoliquidacao recapitulativa irs",
  },
  {
    id: "iva-localizacao-excecoes",
    title: "Serviços tributados onde são prestados (imóveis, eventos, restauração)",
    text: "Há serviços que são tributados no país onde são materialmente prestados, mesmo para clientes empresa estrangeiros: os serviços relacionados com imóveis (tributados onde o imóvel está), o transporte de passageiros, a restauração, o aluguer de curta duração de meios de transporte e o acesso a eventos culturais, desportivos, científicos ou de entretenimento. Um serviço destes realizado em Portugal leva IVA português.",
    reference: "CIVA art. 6.º, n.os 7 a 10",
    subjects: ["servicos relacionados com imoveis", "localizacao", "lugar da prestacao", "eventos", "acesso a eventos"],
    asks: ["tem_iva"],
    keywords: "localizacao lugar prestacao imoveis eventos entrada restauracao transporte passageiros aluguer curta duracao excecoes",
  },
  {
    id: "iva-vies-validar",
    title: "Validar o número de IVA do cliente no VIES",
    text: "Antes de faturar sem IVA a uma empresa de outro Estado-Membro (serviços com autoliquidação ou transmissão intracomunitária de bens), confirme no VIES, o sistema da Comissão Europeia, que o número de IVA do cliente é válido e guarde o comprovativo da consulta. Sem número válido, a operação trata-se como feita a um particular e leva IVA português.",
    reference: "RITI art. 14.º, n.º 1, al. a); CIVA art. 6.º, n.º 6, al. a), e n.º 11; Regulamento de Execução (UE) 282/2011, art. 18.º",
    subjects: ["vies", "validar numero de iva", "numero de iva valido", "vat number"],
    asks: ["tem_iva"],
    keywords: "vies validar confirmar numero iva cliente ue valido comprovativo consulta",
  },
]);

export const documentos = onTopic("Documentos e contabilidade", [
  {
    id: "despesas-nao-documentadas",
    title: "Despesas sem fatura (não documentadas)",
    text: "Uma despesa sem fatura ou documento legal em nome da empresa não é gasto aceite em IRC e, sendo uma despesa não documentada, paga tributação autónoma de 50% (70% nas entidades isentas ou com regime especial). Se perdeu a fatura, peça uma segunda via ao fornecedor ou consulte-a no e-Fatura.",
    reference: "CIRC art. 23.º-A, n.º 1, al. b) e c), e 88.º, n.º 1",
    subjects: ["despesa sem fatura", "despesas nao documentadas", "perdi a fatura", "sem comprovativo", "segunda via"],
    asks: ["taxa", "quantidade"],
    keywords: "despesa sem fatura nao documentada perdi fatura segunda via comprovativo 50% 70% tributacao autonoma gasto",
  },
  {
    id: "faturas-efatura-despesas-empresa",
    title: "Faturas de despesas no e-Fatura de uma empresa",
    text: "As empresas veem no e-Fatura as faturas que os fornecedores comunicaram com o seu NIF, mas não têm de as validar nem classificar (isso é para particulares e trabalhadores independentes). O contabilista usa-as para conferir as despesas registadas: uma fatura que está no e-Fatura e não na contabilidade, ou o inverso, deve ser esclarecida.",
    reference: "Decreto-Lei 198/2012, art. 3.º e 4.º; CIRS art. 78.º-B",
    subjects: ["e-fatura da empresa", "faturas no e-fatura", "validar faturas da empresa", "efatura empresa"],
    asks: [],
    keywords: "efatura empresa faturas despesas fornecedores validar classificar contabilista conferir",
  },
]);

export const foraDoAmbito = onTopic("Fora do âmbito", [
  {
    id: "fora-residente-nao-habitual",
    title: "Residentes não habituais e IFICI (não coberto)",
    text: "O regime dos residentes não habituais (RNH) e o incentivo fiscal à investigação científica e inovação (IFICI, o «novo RNH») não estão cobertos por esta base de conhecimento.",
    reference: "—",
    subjects: ["residente nao habitual", "rnh", "nhr", "ifici", "novo rnh"],
    asks: [],
    keywords: "residente nao habitual rnh nhr ifici incentivo investigacao",
    outOfScope: true,
  },
  {
    id: "fora-mais-valias-acoes",
    title: "Mais-valias de ações, fundos e imóveis pessoais (não coberto)",
    text: "A tributação das mais-valias de ações, fundos, e da venda de imóveis pessoais (incluindo a habitação própria) não está coberta por esta base de conhecimento.",
    reference: "—",
    subjects: ["mais-valias", "mais valias", "acoes", "fundos de investimento"],
    asks: [],
    keywords: "mais valias acoes fundos bolsa investimento venda casa habitacao propria",
    outOfScope: true,
  },
]);
