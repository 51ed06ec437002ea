import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguageProvider } from "@/components/i18n/language-context";
import { UtmCapture } from "@/components/signup/utm-capture";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { siteMetadata } from "./site-metadata";
import "./globals.css";
import { messagesIn } from "@/lib/i18n/messages-in";

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getRequestLanguage());
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4338ca",
};

const SKIP_LINK = { en: "Skip to content", de: "Zum Inhalt springen" } as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const language = await getRequestLanguage();
  return (
    <html lang={language}>
      <body>
        <a className="skip-link" href="#main">
          {messagesIn(SKIP_LINK, language)}
        </a>
        <LanguageProvider initial={language}>{children}</LanguageProvider>
        <UtmCapture />
      </body>
    </html>
  );
}
