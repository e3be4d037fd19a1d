import { listExportRoute, searchRecord } from "@/lib/transports/web/list-export";
import { readListQuery } from "@/lib/transports/web/list-query";
import { DOCUMENT_FILTERS, DOCUMENT_STATUS_FILTER, documentExportTable } from "../document-list";

/** Every document the page's filters select (?estado=&fornecedor=&de=&ate=), as CSV or XLSX (?formato=xlsx). */
export const GET = listExportRoute("despesas", (context, params) => documentExportTable(context, readListQuery(searchRecord(params), [DOCUMENT_STATUS_FILTER, ...DOCUMENT_FILTERS])));
