import { restRoute } from "@/lib/transports/rest/rest-route";
import { operations } from "@/lib/registry/registry";

export const { GET, POST, PUT, PATCH, DELETE } = restRoute({ GET: operations.list_receipts });
