import { ApiError } from "@/lib/core/api-error";
import { monthPeriod, quarterPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// The period of a return follows the company's VAT regime (CIVA art. 41.º, n.º 1): monthly for
// a turnover of 650 000 € or more (al. a)), quarterly below it (al. b)). A company in the exemption
// regime of art. 53.º files no periodic return.

export type VatRegime = "trimestral" | "mensal" | "isento";

export interface PeriodRequest {
  ano?: number;
  trimestre?: number;
  mes?: number;
}

/** The return's period, or a 400 that says which parameter the company's regime takes. */
export function returnPeriod(regime: VatRegime, request: PeriodRequest, today: string): ReportPeriod {
  if (regime === "isento") {
    throw new ApiError("validation_error", "A empresa está no regime de isenção do art. 53.º do CIVA: não entrega declaração periódica do IVA.", { details: [{ path: "vatRegime", message: "isento: no periodic VAT return" }] });
  }
  const year = request.ano ?? Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (regime === "trimestral") {
    if (request.mes !== undefined) {
      throw new ApiError("validation_error", "A empresa está no regime trimestral (art. 41.º, n.º 1, al. b) CIVA): peça o período com `trimestre` (1–4), não com `mes`.", { details: [{ path: "mes", message: "quarterly regime: use trimestre" }] });
    }
    return quarterPeriod(year, request.trimestre ?? Math.ceil(month / 3));
  }
  if (request.trimestre !== undefined) {
    throw new ApiError("validation_error", "A empresa está no regime mensal (art. 41.º, n.º 1, al. a) CIVA): peça o período com `mes` (1–12), não com `trimestre`.", { details: [{ path: "trimestre", message: "monthly regime: use mes" }] });
  }
  return monthPeriod(year, request.mes ?? month);
}
