"use client";

import type { KeyboardEvent, ReactNode } from "react";
import styles from "@/components/ui/tabs.module.css";

export type TabItem<K extends string> = {
  key: K;
  label: string;
  /** A short count shown after the label (e.g. of problems), with its spoken form. */
  badge?: { text: string; spoken: string };
};

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const tabPanelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

type TabListProps<K extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tabs' and panels' ids. */
  idPrefix: string;
  tabs: TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
};

/**
 * WAI-ARIA tabs: one tab stop for the list (the selected tab), arrow keys, Home and End move between tabs and
 * select them; every panel stays mounted (see TabPanel), so a form keeps its fields while they are hidden.
 */
export function TabList<K extends string>({ label, idPrefix, tabs, active, onSelect }: TabListProps<K>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    document.getElementById(tabId(idPrefix, tab.key))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
      {tabs.map((tab) => {
        const isActive = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={isActive}
            aria-controls={tabPanelId(idPrefix, tab.key)}
            tabIndex={isActive ? 0 : -1}
            // The badge's spoken form joins the name; the visible label stays at its start (label in name).
            aria-label={tab.badge ? `${tab.label}, ${tab.badge.spoken}` : undefined}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
            {tab.badge && (
              <span className={styles.badge} aria-hidden="true">
                {tab.badge.text}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; tabKey: string; isActive: boolean; children: ReactNode };

/** A tab's panel: hidden, not unmounted, while another tab is selected. */
export function TabPanel({ idPrefix, tabKey, isActive, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, tabKey)}
      aria-labelledby={tabId(idPrefix, tabKey)}
      hidden={!isActive}
      className={styles.panel}
    >
      {children}
    </div>
  );
}
