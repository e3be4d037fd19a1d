import { listExportRoute, searchRecord } from "@/lib/transports/web/list-export";
import { readListQuery } from "@/lib/transports/web/list-query";
import { CLIENT_FILTERS, clientExportTable } from "../client-list";

/** Every client the search selects (?q=), as CSV or XLSX (?formato=xlsx). */
export const GET = listExportRoute("clientes", (context, params) => clientExportTable(context, readListQuery(searchRecord(params), CLIENT_FILTERS)));
