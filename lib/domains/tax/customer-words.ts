// How customers name things, mapped to the words the knowledge base uses. Each rule adds the
// knowledge base's words next to the customer's (it never removes what was written), on folded text
// (lower case, no accents). Longer phrases first.

const RULES: [RegExp, string][] = [
  [/\brecibos? verdes?\b/, "trabalhador independente categoria b"],
  [/\bfreelancers?\b|\bfreelance\b|\bindependentes?\b|\bnome individual\b|\bempresario em nome individual\b|\beni\b/, "trabalhador independente"],
  [/\bcarrinhas?\b|\bfurg(ao|oes|oneta)\b|\bcarros?\b|\btesla\b|\bautomove(l|is)\b|\bveiculos?\b|\bcarro de servico\b/, "viatura"],
  // A brand that makes only electric cars says the car is electric.
  [/\beletric[oa]s?\b|\btesla\b/, "eletrica eletricidade"],
  [/\bhibrid[oa]s?\b|\bplug-?in\b/, "hibrida plug-in"],
  [/\bdinheiro vivo\b|\bem dinheiro\b|\bcash\b|\bnumerario\b|\bem especie\b|\bem notas\b|\bnotas de \d+\b/, "numerario pagamento em numerario"],
  // A town of an autonomous region says the region: its own VAT rates.
  [/\bponta delgada\b|\bangra do heroismo\b|\bhorta\b|\bsao miguel\b|\bterceira\b|\bpico\b|\bfaial\b|\bribeira grande\b/, "acores regiao autonoma"],
  [/\bfunchal\b|\bporto santo\b|\bcamara de lobos\b|\bmachico\b|\bcanico\b|\bsanta cruz\b/, "madeira regiao autonoma"],
  [/\blda\b|\blimitada\b|\bunipessoa(l|is)\b|\bsociedades?\b|\bs\.? ?a\.?$/, "sociedade pessoa coletiva"],
  // A tourist, of whatever nationality, is a non-resident individual (the cash limit is theirs).
  [/\bturistas?\b/, "pessoa singular nao residente"],
  [/\bturistas? (estrangeir|frances|espanh|ingles|alem|american|brasileir|chines|holandes|italian|belga|suic)\w*/, "estrangeiro"],
  [/\bseg\.? social\b|\bss\b|\bsegsocial\b/, "seguranca social"],
  [/\bluz\b|\benergia\b/, "eletricidade"],
  [/\bagua da rede\b|\bagua canalizada\b|\bconta da agua\b|\bfatura da agua\b/, "abastecimento de agua"],
  [/\be-?fatura\b/, "e-fatura comunicacao faturas"],
  [/\bpec\b/, "pagamento especial por conta"],
  [/\bsina(l|is)\b/, "adiantamento"],
  [/\bcontribuinte\b|\bnumero fiscal\b/, "nif"],
  [/\bparticular(es)?\b|\bsem nif\b|\bsem contribuinte\b/, "consumidor final"],
  [/\bapag\w*|\belimin\w*|\bdelet\w*/, "anular corrigir"],
  [/\bpass(ar|o|amos)( a| uma)? faturas?\b|\bfaz(er)? (a |uma )?fatura\b/, "emitir fatura"],
  [/\bmultas?\b|\bcoimas?\b|\bpenalizac\w*|\bfora do prazo\b|\batrasad\w*/, "coima rgit atraso"],
  [/\bordenados?\b|\bvencimentos?\b/, "salario"],
  [/\bpatr(ao|oes|onal)\b/, "empregador"],
  [/\bfuncionari[oa]s?\b|\bempregad[oa]s?\b|\bcolaborador(es)?\b/, "trabalhador"],
  [/\bvies\b|\bnif (de iva )?(espanhol|frances|alemao|italiano|europeu|estrangeiro)\b|\b(fornecedor|cliente)(es)? (espanhol|frances|alemao|italiano|europeu|holandes|belga)\b|\bnumero de iva\b|\bempresa (espanhola|francesa|alema|italiana|europeia)\b|\bfrancesa\b|\bespanhola\b|\balema\b|\bitalia\b|\bespanha\b|\bfranca\b|\balemanha\b/, "ue empresa de outro pais da ue"],
  [/\bmateria(l|is)\b|\bprodutos?\b|\bartigos\b/, "bens mercadorias"],
  [/\blojas?\b|\bcomercio\b/, "vendas de mercadorias"],
  [/\bpme\b|\bpequena empresa\b|\bpequenas empresas\b/, "pme"],
  [/\bsubempreit\w*|\bempreiteir\w*|\bobras\b/, "construcao civil"],
  [/\bcafe\b|\bbar\b|\bpastelaria\b/, "restauracao bebidas"],
  // «Comida» would be stemmed to «com»: the knowledge base says «refeição», «alimentação».
  [/\bcomidas?\b/, "refeicao alimentacao"],
  [/\bfaturac\w*|\bfatur(o|ei|amos)\b/, "volume de negocios"],
  [/\btodos os meses\b|\bmensalmente\b|\bcada mes\b|\bpor mes\b/, "mensal regime mensal"],
  [/\bsubsidio de alimentacao\b|\bsub\.? (de )?refeicao\b|\bcartao refeicao\b|\bticket\b/, "subsidio de refeicao"],
  [/\bkms?\b|\bquilometros?\b/, "quilometro"],
  [/\b(e|incide|calcula\w*|aplica\w*|paga\w*|desconta\w*) sobre (o total|tudo|a faturacao|o valor total)\b/, "base de incidencia"],
  [/\bcami(ao|oes)\b|\bpesados?\b|\btoneladas\b/, "veiculos pesados transporte de mercadorias peso superior a 3 500 kg"],
  [/\bdevol(veu|veram|vi|ver|vem|ucao|ucoes|vida|vidas)\b/, "nota de credito devolucao"],
  [/\bcome(c|ç)\w* (a |de |os |com )?(atividade|trabalhar|recibos|faturar|passar recibos)\b|\binicio de atividade\b|\b(abri|abro|abrimos|abrindo|vou abrir|vamos abrir)( a)? atividade\b|\bprimeiro ano\b|\b1 ?o ano\b/, "inicio de atividade primeiros 12 meses primeiro ano"],
  [/\bdmr\b/, "dmr declaracao mensal de remuneracoes retencoes"],
  // The thresholds turn on «o ano anterior»; owners say «o ano passado».
  [/\bano passado\b/, "ano anterior"],
  [/\bqr ?code\b/, "codigo qr"],
  [/\bsalario minimo\b|\bordenado minimo\b|\bganha no minimo\b/, "salario minimo retribuicao minima"],
  [/\bimperia(l|is)\b|\bfinos?\b|\bcervejas?\b/, "cerveja bebidas alcoolicas"],
  [/\btasc(a|as|o|os|uinha)\b|\btabernas?\b|\bsnack-?bar\b|\bpetiscos?\b/, "restauracao"],
  [/\bsirv(o|a|es|imos|am)\b|\bservi(r|mos|do|da|dos|das)\b/, "servido servidas"],
  [/\bte(c)?tos?\b|\bvalor maximo\b/, "limite"],
  [/\brecuper\w*/, "deduzir deducao"],
  [/\b(web)?sites?\b(?! d[ao]s? financas)|\bpaginas? web\b|\blojas? online\b(?= para)|\bapps?\b|\baplicac(ao|oes) (movel|moveis|informatica)\b|\blogotipos?\b/, "servicos prestacao de servicos"],
  [/\bcomer\b/, "consumir"],
  [/\bacert\w*/, "corrigir"],
  [/\bavis(ar|o|amos|ei)\b/, "comunicar"],
  [/\bnao (emiti|passei|fiz|faturei|tive)\b.{0,20}\bfaturas?\b|\bsem (emitir |passar )?faturas?\b|\bnenhuma fatura\b|\bfaturas nenhumas\b/, "inexistencia de faturacao"],
  [/\bsapat(o|os|ilhas?)\b|\bbotas\b/, "calcado"],
  [/\blivros? de faturas\b|\bfaturas? em papel\b|\bblocos? de faturas\b|\btaloes? manua\w*|\bfaturas? manua\w*|\bfaturas? a mao\b/, "documentos pre-impressos em tipografia autorizada"],
  [/\b(lda|empresa|sociedade) pequena\b|\bpequena (lda|sociedade)\b/, "pme"],
  // Everyday names of things the passages name formally.
  [/\bremedios?\b/, "medicamentos"],
  [/\barranj(o|os|ar|ei|ou)\b/, "reparacao"],
  [/\bnet\b/, "internet"],
  [/\banuncios?\b/, "publicidade"],
  [/\bfrangos?\b|\bporco\b|\bvitela\b|\bbifes?\b|\bchouri[cç]o\w*/, "carne"],
  [/\bhospedes?\b|\bdormidas?\b/, "alojamento"],
  [/\bmoradias?\b|\bvivendas?\b|\bapartamentos?\b/, "casa habitacao"],
  [/\bcabaz(es)?\b|\bprendas?\b|\bpresentes?\b/, "ofertas"],
  [/\bpessoa (normal|comum)\b/, "particular consumidor final"],
  [/\btransfers?\b/, "transporte de passageiros"],
  // «O IVA mais baixo» is the reduced rate («baixo» is not «baixa», sick leave).
  [/\bmais baix(o|a|os|as|inho|inha)\b|\b(iva|taxas?) baix(o|a|os|as|inho|inha)\b/, "taxa reduzida"],
  [/\btir(o|a|amos|am|ar)\b.{0,25}\b(ordenados?|salarios?|vencimentos?)\b/, "reter retencao"],
  [/\bganh\w* (o|no) (salario |ordenado )?minimo\b/, "salario minimo retribuicao minima"],
  [/\bdescont\w* para (o|os) (fundo|fundos|fct|fgct)\b/, "entregas"],
  // A cost «da empresa» / «como custo» is an expense for IRC; a fine «mais barata» is reduced.
  [/\b(como|conta como|contam como|e|sao) custos?\b|\bcustos? (da|para a) empresa\b/, "gasto aceite"],
  [/\bmais barat[oa]s?\b/, "reducao reduzir"],
  [/\bfaturas? (de|das) compras\b/, "faturas de despesas"],
  // Checking a number is validating it; the tax on profits is IRC; a one-time job is an isolated act; the Finanças' site is the portal.
  [/\bconfirm(ar|o|amos)\b|\bverific(ar|o|amos)\b/, "validar"],
  [/\bimpostos? sobre (o|os) lucros?\b/, "irc imposto sobre o lucro"],
  [/\b(so|apenas) (uma|1) vez\b|\buma unica vez\b|\bso um trabalho\b|\btrabalho pontual\b/, "ato isolado"],
  [/\b(site|pagina|portal) das financas\b/, "portal das financas"],
  // An invoice dated in the past; earning nothing is having no income.
  [/\bfaturas? com (a )?data (d[oa] |de )?(mes|dia|semana|ano|trimestre) passad[oa]\b|\bfaturas? com (a )?data (anterior|antiga|atrasada)\b/, "data anterior"],
  [/\b(nao|sem) (faturar|faturo|faturei|ganhar|ganho|ganhei|receber|recebo|recebi) nada\b|\bse nao (faturar|ganhar|receber)\b/, "sem rendimento"],
  // Goods taken home from the business are for personal use; a customer's debt written off as a «perda» is an impairment.
  // (What a worker «leva para casa» is their net pay: only goods taken from the business are.)
  [/\b(tir\w*|lev\w*|trouxe|trago)\b.{0,30}\b(da loja|do armazem|da empresa|do stock|do negocio|produtos?|artigos?|mercadorias?|bens|coisas)\b.{0,20}\bpara casa\b/, "levar para casa uso pessoal autoconsumo"],
  [/\bperdas?\b(?=.*\bclientes?\b)|\bclientes?\b.*\bperdas?\b/, "imparidade cobranca duvidosa"],
  // A supplier or client «de fora» is abroad.
  [/\b(fornecedor|fornecedores|cliente|clientes|empresa|empresas) de fora\b/, "estrangeiro nao residente"],
  // What «tem de vir / aparecer» in a document is what it must contain; a worker who «saiu» ended the contract.
  [/\b(tem|teem|tenho|temos|deve|devem) (de|que) (vir|aparecer|constar)\b/, "conter elementos obrigatorios indicar"],
  [/\b(saiu|sairam|se despediu|despediu-se|foi embora|deixou a empresa)\b/, "fim do contrato"],
  // «Mandar» the invoices or a return to the tax authority is communicating them; otherwise it is sending.
  [/\bmand(ar|o|amos|ei|a|am)\b.{0,30}\b(para|as|a|ao) (financas|at|portal)\b/, "comunicar"],
  [/\bmand(ar|o|amos|ei|a|am)\b/, "enviar"],
  // The VAT «devolvido» / «a meu favor» is a refund; «descontar para a SS» is paying contributions; «desconta IRS» is withholding.
  [/\bdevolv\w* o iva\b|\biva\b.{0,30}\bdevolv\w*|\biva a (meu|nosso) favor\b/, "reembolso"],
  [/\bdescont\w* para a (ss|seguranca social|seg social)\b/, "contribuicoes"],
  [/\bdescont\w* (o |de )?irs\b/, "retencao"],
  // The «selo» of a car is its IUC.
  [/\bselo\b(?=.*\b(carros?|viaturas?|motas?|carrinhas?)\b)|\b(carros?|viaturas?|motas?|carrinhas?)\b.*\bselo\b/, "iuc imposto unico de circulacao"],
  // Selling through a social network or a marketplace is selling online.
  [/\b(instagram|facebook|olx|vinted|etsy|marketplace|redes sociais)\b/, "vender online"],
  // «Quando casa» (marries) is not «a casa» (the house).
  [/\b(quando|se) (se )?casa(r|m)?\b|\bcasou\b|\bcasar\b/, "casamento"],
];

export interface CustomerWords {
  /** The folded question with the knowledge base's words added after it. */
  text: string;
  /** Each customer phrase recognised, with the words it stands for. */
  phrases: { phrase: string; words: string }[];
}

/** The folded question with the knowledge base's words added for each customer phrase it recognises. */
export function withCustomerWords(foldedQuestion: string): CustomerWords {
  const phrases: CustomerWords["phrases"] = [];
  for (const [pattern, words] of RULES) {
    const found = [...foldedQuestion.matchAll(new RegExp(pattern.source, "g"))].map((match) => match[0]);
    if (found.length > 0) phrases.push({ phrase: found.join(" "), words });
  }
  return { text: [foldedQuestion, ...phrases.map(({ words }) => words)].join(" "), phrases };
}
