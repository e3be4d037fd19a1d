import { listExportRoute, searchRecord } from "@/lib/transports/web/list-export";
import { readListQuery } from "@/lib/transports/web/list-query";
import { MOVEMENT_FILTERS, MOVEMENT_STATUS_FILTER, movementExportTable } from "../movement-list";

/** Every movement the page's filters select (?estado=&q=&de=&ate=), as CSV or XLSX (?formato=xlsx). */
export const GET = listExportRoute("banco", (context, params) => movementExportTable(context, readListQuery(searchRecord(params), [MOVEMENT_STATUS_FILTER, ...MOVEMENT_FILTERS])));
