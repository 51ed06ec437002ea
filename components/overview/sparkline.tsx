import styles from "@/components/overview/overview.module.css";

const BAR_WIDTH = 3;
const STEP = 4;
const HEIGHT = 40;

/**
 * One bar per day, oldest on the left, drawn on the server as plain SVG (no script, nothing to hydrate). The
 * picture is named for screen readers by `label`; the day-by-day numbers are in the table beside it.
 */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const highest = Math.max(0, ...values);
  const width = values.length * STEP - (STEP - BAR_WIDTH);
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.sparklineBase} />
      {values.map((value, index) => {
        if (value <= 0 || highest === 0) return null;
        const height = Math.max(2, (value / highest) * HEIGHT);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day of a fixed window, never reordered
            key={index}
            x={index * STEP}
            y={HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            className={index === values.length - 1 ? styles.sparklineToday : styles.sparklineBar}
          />
        );
      })}
    </svg>
  );
}
