import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguageProvider } from "@/components/i18n/language-context";
import { UtmCapture } from "@/components/signup/utm-capture";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import "./globals.css";

const DESCRIPTION =
  "Loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes, with a REST API for partners.";

export const metadata: Metadata = {
  // Shared links need absolute image URLs; set PUBLIC_BASE_URL when building for a public host.
  metadataBase: new URL(process.env.PUBLIC_BASE_URL ?? "http://localhost:3000"),
  title: { default: "LoyaltyPass", template: "%s · LoyaltyPass" },
  description: DESCRIPTION,
  applicationName: "LoyaltyPass",
  manifest: "/manifest.webmanifest",
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/logo.svg", type: "image/svg+xml" },
    ],
    apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }],
  },
  openGraph: {
    type: "website",
    siteName: "LoyaltyPass",
    title: "LoyaltyPass",
    description: DESCRIPTION,
    images: [{ url: "/og-image.png", width: 1200, height: 630, alt: "LoyaltyPass" }],
  },
  twitter: {
    card: "summary_large_image",
    title: "LoyaltyPass",
    description: DESCRIPTION,
    images: ["/og-image.png"],
  },
};

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
          {SKIP_LINK[language]}
        </a>
        <LanguageProvider initial={language}>{children}</LanguageProvider>
        <UtmCapture />
      </body>
    </html>
  );
}
