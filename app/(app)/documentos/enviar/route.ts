import { uploadDocument } from "@/lib/domains/documents/upload-document";
import { sessionUploadRoute } from "@/lib/transports/web/session-upload-route";

/** The documents page's upload: the same operation as POST /api/v1/documents. */
export const POST = sessionUploadRoute(uploadDocument, { what: "um documento de despesa", kinds: "PDF, JPG, PNG ou WebP", limit: "12 MB" }, (output) => (output.duplicate ? 200 : 201));
