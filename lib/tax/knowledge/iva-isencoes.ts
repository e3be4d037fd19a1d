import type { Passage } from "./passage";

export const ivaIsencoes: Passage[] = [
  {
    id: "iva-isencao-art9",
    topic: "IVA — isenções",
    title: "Isenções do artigo 9.º",
    text: "O artigo 9.º do Código do IVA isenta certas operações pela sua natureza: serviços médicos e de saúde, ensino e formação profissional reconhecida, arrendamento de imóveis para habitação ou escritório (locação de bens imóveis), seguros e operações financeiras, entre outras. É uma isenção incompleta: quem a pratica não liquida IVA mas também não pode deduzir o IVA das compras ligadas a essas operações. Na fatura indica-se o motivo, por exemplo o código M07.",
    reference: "CIVA art. 9.º",
    checkedOn: "2026-11-22",
    keywords: "isento isencao artigo 9 formacao renda arrendamento saude seguros m07",
  },
  {
    id: "iva-isencao-art53",
    topic: "IVA — isenções",
    title: "Regime de isenção do artigo 53.º (pequenos negócios)",
    text: "Quem não tem contabilidade organizada, não exporta nem importa e teve no ano civil anterior um volume de negócios até 15 000 € pode ficar no regime especial de isenção do artigo 53.º: não cobra IVA nas faturas (motivo M10) e não deduz o IVA que paga. Ultrapassado o limite, passa ao regime normal e tem de o comunicar à AT.",
    reference: "CIVA art. 53.º",
    checkedOn: "2026-11-22",
    keywords: "artigo 53 regime isencao limite volume negocios 15000 pequeno negocio m10 trabalhador independente small business vat exemption threshold",
  },
];
