import { restRoute } from "@/lib/http/rest-route";
import { operations } from "@/lib/operations/registry";

export const { GET, POST, PUT, PATCH, DELETE } = restRoute({ POST: operations.acknowledge_credit_note });
