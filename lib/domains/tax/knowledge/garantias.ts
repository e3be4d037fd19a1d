import { onTopic } from "./passage";

// The taxpayer's remedies against the tax authority and how long it may assess (issue #33, set 13: asked by owners
// who received an additional assessment — «a AT liquidou-me IVA a mais», «liquidação adicional de IRC», «a AT ainda
// me pode liquidar o IVA de há quatro anos?»). Written for the subject, not for any one question.

export const garantias = onTopic("Garantias do contribuinte — reclamação, impugnação, caducidade", [
  {
    id: "reclamacao-graciosa-impugnacao",
    title: "Reclamação graciosa e impugnação judicial de uma liquidação (prazos)",
    text: "Quem discorda de uma liquidação de imposto feita pela AT (uma liquidação adicional de IVA, IRS ou IRC, por exemplo) pode contestá-la de duas formas: com uma reclamação graciosa, dirigida à própria AT (no Portal das Finanças ou no serviço de finanças), no prazo de 120 dias; ou com uma impugnação judicial no tribunal tributário, no prazo de 3 meses. Os dois prazos contam-se, em regra, a partir do fim do prazo de pagamento voluntário que vem na nota de liquidação (ou da notificação do ato, quando não há nada a pagar). Se a reclamação graciosa for indeferida, essa decisão pode ainda ser impugnada no tribunal. A reclamação não suspende a cobrança: para evitar a execução fiscal enquanto decorre, é preciso pagar ou prestar garantia.",
    reference: "CPPT art. 68.º, 70.º, n.º 1, e 102.º, n.º 1",
    year: 2026,
    unverified:
      "os prazos de 120 dias (CPPT art. 70.º, n.º 1, redação da Lei 82-E/2014) e de 3 meses (art. 102.º, n.º 1, desde a Lei 66-B/2012) foram lidos em textos que citam o CPPT — o Diário da Assembleia da República (II série A, n.º 136S1, 1/08/2019, p. 49, que transcreve o art. 70.º em vigor) e o acórdão do Pleno do STA 01140/16 de 27/06/2018 (dgsi.pt) — e não no texto consolidado do Diário da República; verificado em 2026-11-28. As autoliquidações (a declaração do próprio contribuinte) e os atos de retenção na fonte têm regras próprias (CPPT art. 131.º e 132.º).",
    subjects: ["reclamacao graciosa", "impugnacao judicial", "impugnar", "contestar a liquidacao", "liquidacao adicional", "recorrer da liquidacao", "reclamar da liquidacao"],
    asks: ["prazo"],
    // Only a question on contesting an assessment: «when is the corporate tax return due?» names IRC, a return and a
    // deadline, all of which this passage mentions in passing.
    mustName: /\b(reclama\w*|impugna\w*|contest\w*|discord\w*|recorr\w*|recurso|liquidacao adicional|liquidou|liquidaram|liquidacoes adicionais|appeal\w*|dispute\w*|challeng\w*)\b/,
    keywords: "reclamacao graciosa impugnacao judicial impugnar reclamar contestar liquidacao adicional nota de liquidacao 120 dias tres meses tribunal tributario indeferimento pagamento voluntario garantia execucao fiscal",
  },
  {
    id: "caducidade-liquidacao",
    title: "Até quando a AT pode liquidar imposto (caducidade: 4 anos)",
    text: "A AT só pode liquidar (ou corrigir) um imposto se a liquidação for notificada ao contribuinte no prazo de 4 anos; o prazo é de 3 anos quando se trata de corrigir um erro evidente na declaração do próprio contribuinte. No IVA, os 4 anos contam-se a partir de 1 de janeiro do ano seguinte àquele em que o imposto se tornou exigível; no IRS e no IRC (impostos periódicos), a partir do fim do ano em que se verificou o facto tributário. Por exemplo, o IVA exigível em 2021 pode ser liquidado pela AT até ao fim de 2025. Há prazos mais longos em casos especiais (inquérito criminal, operações com países de regime fiscal privilegiado).",
    reference: "Lei Geral Tributária, art. 45.º, n.os 1, 2, 4 e 5",
    year: 2026,
    verification: {
      checkedOn: "2026-11-28",
      source:
        "Lei Geral Tributária (Decreto-Lei 398/98), art. 45.º, texto consolidado no Portal das Finanças (info.portaldasfinancas.gov.pt, códigos tributários, lgt45): n.º 1 «O direito de liquidar os tributos caduca se a liquidação não for validamente notificada ao contribuinte no prazo de quatro anos, quando a lei não fixar outro»; n.º 2 «No caso de erro evidenciado na declaração do sujeito passivo o prazo de caducidade referido no número anterior é de três anos» (Lei 82-E/2014); n.º 4 «… excepto no imposto sobre o valor acrescentado … caso em que aquele prazo se conta a partir do início do ano civil seguinte àquele em que se verificou, respectivamente, a exigibilidade do imposto …» (Lei 55-B/2004)",
    },
    subjects: ["caducidade", "caduca", "caducou", "direito a liquidacao", "prazo para a at liquidar", "ainda me pode liquidar", "quantos anos para tras"],
    asks: ["prazo", "quantidade"],
    keywords: "caducidade caduca caducou liquidar liquidacao at financas quatro anos 4 anos tres anos exigibilidade ano seguinte inspecao correcao anos anteriores",
  },
]);
