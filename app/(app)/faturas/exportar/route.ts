import { listExportRoute, searchRecord } from "@/lib/transports/web/list-export";
import { readListQuery } from "@/lib/transports/web/list-query";
import { INVOICE_FILTERS, invoiceExportTable } from "../invoice-list";

/** Every invoice the page's filters select (?cliente=&estado=&de=&ate=), as CSV or XLSX (?formato=xlsx). */
export const GET = listExportRoute("faturas", (context, params) => invoiceExportTable(context, readListQuery(searchRecord(params), INVOICE_FILTERS)));
