"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { homePathOf, mayOpenPage } from "@/components/dashboard/page-roles";
import { useMessages } from "@/components/i18n/language-context";
import { Brand } from "@/components/ui/brand";
import { Button } from "@/components/ui/button";
import type { UserRole } from "@/lib/schemas/team";

const NAV_ITEMS = [
  { href: "/overview", key: "overview" },
  { href: "/programs", key: "programs" },
  // A full page load: the browser applies the scanner page's own Permissions-Policy (camera) per document.
  { href: "/scan", key: "scan", isDocument: true },
  { href: "/templates", key: "templates" },
  { href: "/giftcards", key: "giftcards" },
  { href: "/gdpr", key: "gdpr" },
  { href: "/docs", key: "docs" },
  { href: "/settings", key: "settings" },
  { href: "/settings/team", key: "team" },
] as const satisfies readonly { href: string; key: string; isDocument?: boolean }[];

/** A spinner on the link while its page loads, for navigation that takes more than a moment. */
function PendingMark() {
  const { pending } = useLinkStatus();
  return pending ? <span className="nav-link__pending" aria-hidden="true" /> : null;
}

const isUnder = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
/** The one item the page belongs to: the longest match (`/settings/team` is Team's, not Settings'). */
const currentHrefOf = (pathname: string) =>
  NAV_ITEMS.map((item) => item.href as string)
    .filter((href) => isUnder(pathname, href))
    .sort((a, b) => b.length - a.length)[0];
const isCurrent = (pathname: string, href: string) => currentHrefOf(pathname) === href;

/** Sidebar on wide screens; on a phone a bar with a Menu button that opens the same links. */
export function DashboardNav({ account, role }: { account: ReactNode; role: UserRole }) {
  const pathname = usePathname();
  const t = useMessages(DASHBOARD_MESSAGES).nav;
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isOpen]);

  return (
    <div className="shell__sidebar">
      {/* A header, so the logo sits in a landmark (axe: region). */}
      <header className="shell__bar">
        <Brand href={homePathOf(role)} />
        <Button
          ref={menuButtonRef}
          variant="secondary"
          size="small"
          className="shell__menu-button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t.closeMenu : t.menu}
        </Button>
      </header>
      <div id={panelId} className="shell__panel" data-open={isOpen}>
        <nav aria-label={t.label}>
          <ul className="nav-list">
            {NAV_ITEMS.filter((item) => mayOpenPage(role, item.href)).map((item) => (
              <li key={item.href}>
                {"isDocument" in item ? (
                  <a
                    href={item.href}
                    className="nav-link"
                    aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                  >
                    {t.items[item.key]}
                  </a>
                ) : (
                  <Link
                    href={item.href}
                    className="nav-link"
                    aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                  >
                    {t.items[item.key]}
                    <PendingMark />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {account}
      </div>
    </div>
  );
}
