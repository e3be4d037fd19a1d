import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata = {
  title: "Contabilista",
  description: "O contabilista digital para pequenas empresas em Portugal.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so each gets proxy.ts's fresh CSP
  // nonce on its scripts (a prerendered page would carry none and the browser would block it).
  await headers();
  return (
    <html lang="pt-PT">
      <body>{children}</body>
    </html>
  );
}
