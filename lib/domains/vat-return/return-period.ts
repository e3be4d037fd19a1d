import { ApiError } from "@/lib/core/api-error";
import { monthPeriod, quarterPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";

// The period of a return follows the company's VAT regime (CIVA art. 41.º, n.º 1): monthly for
// a turnover of 650 000 € or more (al. a)), quarterly below it (al. b)). A company in the exemption
// regime of art. 53.º files no periodic return.

export type VatRegime = "trimestral" | "mensal" | "isento";

export interface PeriodRequest {
  year?: number;
  quarter?: number;
  month?: number;
}

/** The return's period, or a 400 that says which parameter the company's regime takes. */
export function returnPeriod(regime: VatRegime, request: PeriodRequest, today: string): ReportPeriod {
  if (regime === "isento") {
    throw new ApiError("validation_error", "The company is in the exemption regime of CIVA art. 53.º: it files no periodic VAT return.", {
      pt: "A empresa está no regime de isenção do art. 53.º do CIVA: não entrega declaração periódica do IVA.",
      details: [{ path: "vatRegime", message: "isento: no periodic VAT return" }],
    });
  }
  const year = request.year ?? Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (regime === "trimestral") {
    if (request.month !== undefined) {
      throw new ApiError("validation_error", "The company is in the quarterly regime (CIVA art. 41.º, n.º 1, al. b)): ask for the period with `quarter` (1–4), not `month`.", {
        pt: "A empresa está no regime trimestral (art. 41.º, n.º 1, al. b) CIVA): peça o período com `quarter` (1–4), não com `month`.",
        details: [{ path: "month", message: "quarterly regime: use quarter" }],
      });
    }
    return quarterPeriod(year, request.quarter ?? Math.ceil(month / 3));
  }
  if (request.quarter !== undefined) {
    throw new ApiError("validation_error", "The company is in the monthly regime (CIVA art. 41.º, n.º 1, al. a)): ask for the period with `month` (1–12), not `quarter`.", {
      pt: "A empresa está no regime mensal (art. 41.º, n.º 1, al. a) CIVA): peça o período com `month` (1–12), não com `quarter`.",
      details: [{ path: "quarter", message: "monthly regime: use month" }],
    });
  }
  return monthPeriod(year, request.month ?? month);
}
