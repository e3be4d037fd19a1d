import type { Passage } from "./passage";

export const faturas: Passage[] = [
  {
    id: "faturas-elementos",
    topic: "Faturas",
    title: "O que uma fatura tem de conter",
    text: "Uma fatura tem de ter número sequencial e data, o nome e o NIF do emitente e do adquirente, a quantidade e a designação dos bens ou serviços, o preço sem IVA, as taxas aplicadas e o valor do IVA, e o motivo da isenção quando não há IVA. Tem também de ter o ATCUD e o código QR.",
    reference: "CIVA art. 36.º, n.º 5",
    checkedOn: "2026-11-22",
    keywords: "requisitos elementos obrigatorios fatura conter nif numero",
  },
  {
    id: "faturas-atcud-qr",
    topic: "Faturas",
    title: "ATCUD e código QR",
    text: "Desde 2023 todas as faturas e documentos fiscalmente relevantes têm de mostrar o ATCUD, formado pelo código de validação da série (atribuído pela AT quando a série é comunicada) e pelo número sequencial do documento, e um código QR com os dados essenciais da fatura segundo a especificação técnica da AT.",
    reference: "Portaria 195/2020; Decreto-Lei 28/2019, art. 7.º",
    checkedOn: "2026-11-22",
    keywords: "atcud codigo qr serie codigo validacao comunicar series",
  },
  {
    id: "faturas-prazo-emissao",
    topic: "Faturas",
    title: "Prazo para emitir a fatura",
    text: "A fatura tem de ser emitida até ao quinto dia útil seguinte ao momento em que o IVA é devido (em regra, a entrega do bem ou a conclusão do serviço). Se o pagamento for recebido antes, a fatura é emitida na data do recebimento.",
    reference: "CIVA art. 36.º, n.º 1",
    checkedOn: "2026-11-22",
    keywords: "prazo emitir emissao fatura quando dias",
  },
  {
    id: "faturas-comunicacao-efatura",
    topic: "Faturas",
    title: "Comunicação das faturas à AT (e-Fatura)",
    text: "Os elementos das faturas emitidas têm de ser comunicados à AT até ao dia 5 do mês seguinte ao da emissão, por SAF-T ou webservice. O adquirente vê-as no e-Fatura e, se tiver atividade, deve confirmar e classificar as faturas de compras até 25 de fevereiro do ano seguinte.",
    reference: "Decreto-Lei 198/2012, art. 3.º",
    checkedOn: "2026-11-22",
    keywords: "efatura e-fatura comunicar comunicacao saft dia 5 classificar",
  },
];
