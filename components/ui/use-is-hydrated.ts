import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and during hydration, true after. Forms stay disabled until then: before
 * hydration a submit would be a plain GET that puts the password in the URL.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
