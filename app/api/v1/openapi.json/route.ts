import { buildOpenApiDocument } from "@/lib/transports/openapi/build-document";
import { publicOrigin } from "@/lib/core/http/public-origin";

/** The machine-readable API description; public, so clients and agents can discover the API. */
export async function GET(request: Request): Promise<Response> {
  return Response.json(buildOpenApiDocument(publicOrigin(request.headers)), {
    headers: { "Cache-Control": "public, max-age=60", "Access-Control-Allow-Origin": "*" },
  });
}
