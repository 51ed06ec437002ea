import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { UtmCapture } from "@/components/signup/utm-capture";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "LoyaltyPass", template: "%s · LoyaltyPass" },
  description:
    "Loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes, with a REST API for partners.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4338ca",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <UtmCapture />
      </body>
    </html>
  );
}
