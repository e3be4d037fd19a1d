import { listExportRoute, searchRecord } from "@/lib/transports/web/list-export";
import { readListQuery } from "@/lib/transports/web/list-query";
import { EFATURA_FILTERS, efaturaExportTable } from "../efatura-list";

/** Every e-Fatura purchase the page's filters select (?estado=&fornecedor=&de=&ate=), as CSV or XLSX (?formato=xlsx). */
export const GET = listExportRoute("efatura", (context, params) => efaturaExportTable(context, readListQuery(searchRecord(params), EFATURA_FILTERS)));
