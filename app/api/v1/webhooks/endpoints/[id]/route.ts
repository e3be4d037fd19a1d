import { restRoute } from "@/lib/transports/rest/rest-route";
import { operations } from "@/lib/registry/registry";

export const { GET, POST, PUT, PATCH, DELETE } = restRoute({ GET: operations.get_webhook_endpoint, PATCH: operations.update_webhook_endpoint, DELETE: operations.delete_webhook_endpoint });
