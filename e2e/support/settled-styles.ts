import type { Page } from "@playwright/test";

/**
 * Resolves once no CSS transition (or finite animation) runs on the page. Buttons fade their colours for 120 ms
 * when their variant changes (`app/globals.css`), so axe's contrast check sampled mid-fade judges a colour the
 * page never rests on (a wallet-settings run at 375 px once failed so). Every axe check waits for this first.
 */
export async function stylesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
