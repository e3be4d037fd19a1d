// The policies the service sends. Pages get a per-request nonce (Next.js streams inline scripts for
// hydration; the nonce allows exactly those, so no 'unsafe-inline'). API answers are data, never
// documents to render: nothing may load from them and nobody may frame them.

export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The one path whose answers the app's own pages may frame: an uploaded document's file, previewed beside its review form. */
export const FRAMEABLE_FILE_PATH = "/documentos/:id/ficheiro";

/**
 * An uploaded file served back (FRAMEABLE_FILE_PATH): framed only by the app's own pages, loading
 * nothing. Anything but a PDF is also sandboxed (an XML e-invoice may carry an XHTML script; in a
 * sandbox it has no origin and runs nothing); a PDF is not, because Chromium refuses to show a PDF in
 * a sandboxed document, and its viewer runs apart from the page's origin.
 */
export function fileContentSecurityPolicy(contentType: string): string {
  const policy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return contentType === "application/pdf" ? `${policy}; object-src 'self'` : `${policy}; sandbox`;
}

/** Sent with every response, pages and API alike. */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};
