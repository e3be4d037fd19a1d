import type { ReactNode } from "react";
import "./globals.css";

export const metadata = {
  title: "Contabilista",
  description: "O contabilista digital para pequenas empresas em Portugal.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-PT">
      <body>{children}</body>
    </html>
  );
}
