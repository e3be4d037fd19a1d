/**
 * The origin emailed links point at: PUBLIC_URL, else NEXTAUTH_URL, else localhost. Never the request's
 * Host header: a client could set it, and a reset link for someone else's account would then point at
 * the attacker's site and hand them the token (host-header poisoning).
 */
export function emailLinkOrigin(): string {
  const configured = process.env.PUBLIC_URL ?? process.env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT ?? 3000}`;
}
