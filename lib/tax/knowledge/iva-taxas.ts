import type { Passage } from "./passage";

export const ivaTaxas: Passage[] = [
  {
    id: "iva-taxas-continente",
    topic: "IVA — taxas",
    title: "Taxas de IVA no continente",
    text: "No continente, a taxa normal de IVA é de 23%, a intermédia de 13% e a reduzida de 6%. Nos Açores aplicam-se 16%, 9% e 4%, e na Madeira 22%, 12% e 4%. A taxa reduzida e a intermédia aplicam-se apenas aos bens e serviços das listas I e II anexas ao Código do IVA; tudo o resto paga a taxa normal.",
    reference: "CIVA art. 18.º",
    checkedOn: "2026-11-22",
    keywords: "percentagem taxa normal reduzida intermedia acores madeira quanto iva cobrar vat rate standard",
  },
  {
    id: "iva-taxa-reduzida",
    topic: "IVA — taxas",
    title: "O que tem taxa reduzida (6%)",
    text: "A taxa reduzida de 6% cobre os bens da lista I anexa ao Código do IVA, como a generalidade dos bens alimentares essenciais (pão, leite, fruta, legumes), os livros e publicações, os medicamentos e dispositivos médicos, e alguns serviços como o transporte de passageiros.",
    reference: "CIVA art. 18.º, n.º 1, al. a) e lista I",
    checkedOn: "2026-11-22",
    keywords: "livro livros medicamentos alimentos pao leite transporte passageiros lista i books medicines food",
  },
  {
    id: "iva-taxa-intermedia",
    topic: "IVA — taxas",
    title: "O que tem taxa intermédia (13%)",
    text: "A taxa intermédia de 13% cobre os bens e serviços da lista II anexa ao Código do IVA, entre eles as prestações de serviços de alimentação em restaurantes e cafés (as bebidas alcoólicas, refrigerantes e outras bebidas seguem em regra a taxa normal), certos produtos alimentares e os vinhos comuns.",
    reference: "CIVA art. 18.º, n.º 1, al. b) e lista II",
    checkedOn: "2026-11-22",
    keywords: "restaurante restauracao refeicao cafe vinho lista ii",
  },
];
