import { ART53_LIMIT_PASSED, CERTIFIED_TRAINING, CLIENT_KIND_OUTSIDE_EU } from "./asker-facts";
import type { Passage } from "./passage";

export const ivaIsencoes: Passage[] = [
  {
    id: "iva-isencao-art9",
    // Only a question on training turns on it (CERTIFIED_TRAINING.when): health, rent, insurance are exempt whoever asks.
    turnsOn: CERTIFIED_TRAINING,
    topic: "IVA — isenções",
    title: "Isenções do artigo 9.º (saúde, ensino, arrendamento, seguros)",
    text: "O artigo 9.º do Código do IVA isenta certas operações pela sua natureza, entre elas: os serviços médicos e de saúde prestados por profissionais de saúde e hospitais, o ensino e a formação profissional reconhecida (incluindo as explicações dadas por pessoas singulares sobre matérias do ensino escolar ou superior, art. 9.º, 10)), o arrendamento (locação) de imóveis, as operações de seguro e as operações financeiras. É uma isenção incompleta: não se liquida IVA, mas também não se deduz o IVA das compras ligadas a essas operações. No arrendamento de imóveis a empresas pode, em certas condições, renunciar-se à isenção (art. 12.º). Na fatura indica-se o motivo da isenção (código M07).",
    reference: "CIVA art. 9.º (n.os 1, 9, 10, 27, 28 e 29) e art. 12.º",
    year: 2026,
    verification: "unverified",
    subjects: ["artigo 9", "art 9", "m07", "medico", "saude", "consulta medica", "hospital", "clinica", "ensino", "formacao", "escola", "explicacao", "arrendamento", "renda", "locacao de imove", "seguro", "operacoes financeiras", "banco"],
    asks: ["tem_iva", "taxa"],
    keywords: "isento isenta isencao incompleta medicos consultas profissionais saude explicacoes explicador explicadora aulas particulares alunos matematica secundario ensino escolar formador formacao profissional escritorio loja armazem habitacao arrendar senhorio seguradora juros credito renunciar",
  },
  {
    id: "iva-isencao-art53",
    topic: "IVA — isenções",
    title: "Regime especial de isenção do artigo 53.º (pequenos negócios)",
    text: "Desde 2025, pode ficar no regime especial de isenção do artigo 53.º quem tem um volume de negócios anual em Portugal até 15 000 € (no ano civil anterior e no ano em curso): não liquida IVA nas faturas (motivo M10) e não deduz o IVA que paga. Se no ano passar os 15 000 € sem passar 18 750 € (o limite mais 25%), mantém a isenção até ao fim do ano e passa ao regime normal a 1 de janeiro do ano seguinte; se passar 18 750 €, passa logo ao regime normal, já na fatura que ultrapassa esse valor. Em ambos os casos comunica a alteração à AT (declaração de alterações). A adesão é opcional: pode optar pelo regime normal se lhe convier deduzir o IVA.",
    reference: "CIVA art. 53.º a 58.º (redação do Decreto-Lei 35/2025)",
    year: 2026,
    verification: {
      checkedOn: "2026-11-27",
      source:
        "CIVA art. 53.º e 58.º, texto consolidado em info.portaldasfinancas.gov.pt (civa_rep, art. 53.º e iva58): art. 53.º, n.º 1 «[…] não tenham atingido, no ano civil anterior, um volume de negócios anual em território nacional superior a 15 000 €»; n.º 3 «[…] estão excluídos do direito à dedução previsto nos artigos 19.º e 20.º»; art. 58.º, n.º 2, al. a) e b) (ano anterior; ano em curso acima do limiar em mais de 25 %). O código M10 e a opção pelo regime normal (art. 55.º) não foram confirmados nesta verificação",
    },
    subjects: ["artigo 53", "art 53", "m10", "trabalhador independente", "recibos verdes", "regime de isencao", "regime especial de isencao", "pequeno negocio", "pequenos negocios", "nao cobrar iva", "small business"],
    asks: ["quantidade", "tem_iva", "deducao", "taxa"],
    keywords: "limite volume negocios faturacao 15000 pequeno negocio isento trabalhador independente recibos verdes ultrapassar sair regime normal",
    turnsOn: ART53_LIMIT_PASSED,
  },
  {
    id: "iva-exportacao",
    topic: "IVA — operações internacionais",
    title: "Exportações e clientes fora da União Europeia",
    text: "As vendas de bens expedidos para fora da União Europeia (exportações) estão isentas de IVA com direito a dedução do IVA das compras, desde que a saída seja comprovada pelo documento aduaneiro. Os serviços prestados a empresas estabelecidas fora da UE não são, em regra, tributados em Portugal (o lugar da prestação é o do cliente), com exceções como os serviços ligados a imóveis situados em Portugal.",
    reference: "CIVA art. 14.º e art. 6.º, n.º 6, al. a)",
    year: 2026,
    verification: "unverified",
    subjects: ["exportacao", "exportar", "exporto", "fora da ue", "fora da uniao europeia", "pais terceiro", "estados unidos", "brasil", "angola", "reino unido", "suica", "export"],
    asks: ["tem_iva", "deducao"],
    // A country of the EU named («um cliente em Espanha») is the intra-EU passages' question, not this one on countries outside the EU.
    mustName: /^(?!.*\b(espanha|espanhol\w*|franca|frances\w*|alemanha|alema\w*|italia|italian\w*|irlanda|holanda|paises baixos|belgica|luxemburgo|austria|polonia|suecia|dinamarca|finlandia|grecia|chipre|malta|estonia|letonia|lituania|eslovaquia|eslovenia|chequia|republica checa|hungria|romenia|bulgaria|croacia|intracomunitari\w*|estados?[- ]membros?|outro pais da ue|noutro pais da ue)\b)/,
    turnsOn: CLIENT_KIND_OUTSIDE_EU,
    keywords: "faturar faturo fatura consultoria exportacoes isenta alfandega aduaneiro cliente estrangeiro empresa estrangeira servicos vender",
  },
];
