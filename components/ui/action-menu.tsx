"use client";

import Link from "next/link";
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import styles from "@/components/ui/action-menu.module.css";
import { Button } from "@/components/ui/button";

export type ActionMenuItem =
  | {
      key: string;
      label: string;
      onSelect: () => void;
      /** "danger" for what deletes or ends something (it still asks in a ConfirmDialog). */
      tone?: "danger";
      isDisabled?: boolean;
    }
  | { key: string; label: string; href: string };

type ActionMenuProps = {
  /** The button's visible text, such as "Actions". */
  label: string;
  /** Its accessible name, naming the row: "Actions for Coffee Club". */
  accessibleLabel: string;
  items: ActionMenuItem[];
  isBusy?: boolean;
};

type Position = { top: number; left: number };

const GAP_PX = 4;
const EDGE_PX = 8;

/** Below the button, right edges aligned; above it when the window has no room below; never off screen. */
function placeMenu(button: HTMLElement, menu: HTMLElement): Position {
  const anchor = button.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const below = anchor.bottom + GAP_PX;
  const top =
    below + height > window.innerHeight - EDGE_PX ? Math.max(EDGE_PX, anchor.top - GAP_PX - height) : below;
  const left = Math.min(Math.max(EDGE_PX, anchor.right - width), window.innerWidth - width - EDGE_PX);
  return { top, left };
}

/**
 * One menu of a row's actions (WAI-ARIA menu button): Enter, Space or the arrow keys open it on the first or
 * last item; arrows, Home, End and a first letter move; Escape closes it and gives focus back to the button, Tab
 * closes it and moves on; a click outside closes it. Fixed to the window, so a scrolling table cannot clip it.
 */
export function ActionMenu({ label, accessibleLabel, items, isBusy = false }: ActionMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const isOpen = openAt !== null;

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!isOpen) return;
    const place = () => {
      if (buttonRef.current && menuRef.current) setPosition(placeMenu(buttonRef.current, menuRef.current));
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [isOpen]);

  useEffect(() => {
    if (openAt !== null && position) itemRefs.current[openAt]?.focus();
  }, [openAt, position]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen, close]);

  const last = items.length - 1;
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu on its first item.
    const start = { ArrowDown: 0, ArrowUp: last }[event.key];
    if (start === undefined) return;
    event.preventDefault();
    setOpenAt(start);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      return close(true);
    }
    if (event.key === "Tab") return close(false);
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target =
      moves[event.key] ?? (event.key.length === 1 ? nextByLetter(event.key, current) : undefined);
    if (target === undefined || target < 0) return;
    event.preventDefault();
    itemRefs.current[target]?.focus();
  };
  /** Type-ahead: the next item after `from` whose label starts with the letter, wrapping around. */
  const nextByLetter = (letter: string, from: number) => {
    for (let step = 1; step <= items.length; step++) {
      const index = (from + step) % items.length;
      if (items[index]?.label.toLocaleLowerCase().startsWith(letter.toLocaleLowerCase())) return index;
    }
    return -1;
  };
  const choose = (item: ActionMenuItem) => {
    if ("href" in item) return close(false);
    if (item.isDisabled) return;
    // Focus goes back first, so a dialog the action opens returns it to this button when it closes.
    close(true);
    item.onSelect();
  };

  return (
    <div className={styles.menu}>
      <Button
        ref={buttonRef}
        id={`${id}-button`}
        variant="secondary"
        size="small"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        aria-label={accessibleLabel}
        isBusy={isBusy}
        onClick={() => (isOpen ? close(false) : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </Button>
      {isOpen && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={styles.list}
          style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) =>
            "href" in item ? (
              <Link
                key={item.key}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                className={styles.item}
                onClick={() => choose(item)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.isDisabled || undefined}
                className={item.tone === "danger" ? `${styles.item} ${styles.itemDanger}` : styles.item}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
