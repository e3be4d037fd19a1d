import { ajudas } from "./ajudas";
import { calendario } from "./calendario";
import { despesas } from "./despesas";
import { faturas } from "./faturas";
import { irsIrc } from "./irs-irc";
import { ivaIsencoes } from "./iva-isencoes";
import { ivaTaxas } from "./iva-taxas";
import type { Passage } from "./passage";
import { segurancaSocial } from "./seguranca-social";

export type { Passage };

/** The tax knowledge base: one file per topic in this folder. */
export const PASSAGES: Passage[] = [...ivaTaxas, ...ivaIsencoes, ...faturas, ...calendario, ...irsIrc, ...segurancaSocial, ...ajudas, ...despesas];
