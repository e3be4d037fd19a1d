import { ajudas } from "./ajudas";
import { atividade } from "./atividade";
import { calendario } from "./calendario";
import { contratosPagamentos } from "./contratos-pagamentos";
import { despesas } from "./despesas";
import { empresaContas, foraDoAmbitoPessoal } from "./empresa-contas";
import { faturacaoRegras } from "./faturacao-regras";
import { faturas } from "./faturas";
import { ircGastosRendimentos } from "./irc-gastos-rendimentos";
import { ircRegras } from "./irc-regras";
import { irsCategoriaBCoeficientes } from "./irs-categoria-b-coeficientes";
import { irsIndependentes } from "./irs-independentes";
import { irsIrc } from "./irs-irc";
import { ivaDeducaoDespesas } from "./iva-deducao-despesas";
import { ivaIsencoes } from "./iva-isencoes";
import { ivaListas } from "./iva-listas";
import { ivaOperacoesEspeciais } from "./iva-operacoes-especiais";
import { ivaRegimes } from "./iva-regimes";
import { ivaOperacoes } from "./iva-operacoes";
import { ivaTaxas } from "./iva-taxas";
import { ivaTaxasPorItem } from "./iva-taxas-por-item";
import { mais2026 } from "./mais-2026";
import { maisPerguntas } from "./mais-perguntas";
import { coimas, documentos, foraDoAmbito, internacional } from "./obrigacoes-diversas";
import { obrigacoesCorrentes } from "./obrigacoes-correntes";
import { perguntasFrequentes } from "./perguntas-frequentes";
import { prazos } from "./prazos";
import type { AskKind, Passage } from "./passage";
import { salarios } from "./salarios";
import { salariosAusencias } from "./salarios-ausencias";
import { segurancaSocial } from "./seguranca-social";
import { segurancaSocialIndependentes } from "./seguranca-social-independentes";
import { segurancaSocialRegras } from "./seguranca-social-regras";
import { trabalho } from "./trabalho";

export type { AskKind, Passage };

/** The tax knowledge base: one file per topic in this folder. */
export const PASSAGES: Passage[] = [...ivaTaxas, ...ivaListas, ...ivaRegimes, ...ivaIsencoes, ...ivaOperacoes, ...faturas, ...faturacaoRegras, ...calendario, ...prazos, ...atividade, ...irsIrc, ...ircRegras, ...irsIndependentes, ...segurancaSocial, ...segurancaSocialRegras, ...salarios, ...ajudas, ...despesas, ...mais2026, ...ivaDeducaoDespesas, ...internacional, ...documentos, ...coimas, ...foraDoAmbito, ...ivaOperacoesEspeciais, ...trabalho, ...empresaContas, ...foraDoAmbitoPessoal, ...perguntasFrequentes, ...maisPerguntas, ...ircGastosRendimentos, ...contratosPagamentos, ...irsCategoriaBCoeficientes, ...segurancaSocialIndependentes, ...ivaTaxasPorItem, ...obrigacoesCorrentes, ...salariosAusencias];
