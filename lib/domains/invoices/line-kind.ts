import { z } from "zod";

// Whether an invoice line sells goods or services. The law treats them apart: a fatura simplificada
// may reach 1 000 € only for goods sold to non-taxable buyers (CIVA art. 40.º n.º 1 a)), intra-EU
// goods are exempt under M16 (RITI art. 14.º) but services to EU businesses are reverse-charged
// under M40 (CIVA art. 6.º n.º 6 a)), and the SAF-T reports each line's ProductType (P or S).

export const LINE_KINDS = ["goods", "services"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The default, and what lines stored before the field existed are: the SAF-T reported them all as S. */
export const DEFAULT_LINE_KIND: LineKind = "services";

export const lineKindField = z
  .enum(LINE_KINDS)
  .default(DEFAULT_LINE_KIND)
  .describe(
    "What the line sells: `goods` (bens: a monitor, a cable, a printed manual) or `services` (serviços: work, licences, support). Default `services`. Reported as the SAF-T ProductType (P/S) and decides the fatura simplificada's limit (CIVA art. 40.º n.º 1: 1 000 € only for goods to a non-business buyer).",
  );

/** SAF-T ProductType (Portaria 302/2016, 2.4.1): P products (goods), S services. */
export function saftProductType(kind: string): "P" | "S" {
  return kind === "goods" ? "P" : "S";
}
