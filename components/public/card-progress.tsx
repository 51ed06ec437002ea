import { formatCount } from "@/components/i18n/format";
import type { Language } from "@/lib/i18n/language";
import type { RewardProgress } from "@/lib/passes/reward-progress";
import type { PublicMessages } from "./i18n/messages";
import styles from "./public.module.css";

type CardProgressProps = {
  progress: RewardProgress | null;
  /** The program's words for its points: "3 more stamps", "250 more beans". */
  words: { of: (count: number) => string };
  t: PublicMessages["card"];
  language: Language;
};

/** How far the next reward is ("3 more stamps to Free coffee") and the next tier; nothing when neither is ahead. */
export function CardProgress({ progress, words, t, language }: CardProgressProps) {
  const { nextOffer, nextTier } = progress ?? { nextOffer: null, nextTier: null };
  if (!nextOffer && !nextTier) return null;
  const say = (line: typeof t.progress.offer, count: number, name: string) =>
    line(formatCount(count, language), words.of(count), name);
  return (
    <section className={styles.panel} aria-labelledby="progress-heading">
      <h2 id="progress-heading">{t.progress.heading}</h2>
      {nextOffer && (
        <p className={styles.progressLine} data-testid="progress-offer">
          {say(t.progress.offer, nextOffer.pointsNeeded, nextOffer.name)}
        </p>
      )}
      {nextTier && (
        <p className={styles.progressLine} data-testid="progress-tier">
          {say(t.progress.tier, nextTier.pointsNeeded, nextTier.name)}
        </p>
      )}
    </section>
  );
}
