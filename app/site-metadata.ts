import type { Metadata } from "next";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import type { Language } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";

const OPEN_GRAPH_LOCALES = { en: "en_US", de: "de_DE" } as const;

/** The site's metadata in one language: the title template, description and previews for shared links. */
export function siteMetadata(language: Language): Metadata {
  const description = messagesIn(DASHBOARD_MESSAGES, language).meta.description;
  return {
    // Shared links need absolute image URLs; set PUBLIC_BASE_URL when building for a public host.
    metadataBase: new URL(process.env.PUBLIC_BASE_URL ?? "http://localhost:3000"),
    title: { default: "LoyaltyPass", template: "%s · LoyaltyPass" },
    description,
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
      description,
      locale: OPEN_GRAPH_LOCALES[language],
      images: [{ url: "/og-image.png", width: 1200, height: 630, alt: "LoyaltyPass" }],
    },
    twitter: {
      card: "summary_large_image",
      title: "LoyaltyPass",
      description,
      images: ["/og-image.png"],
    },
  };
}
