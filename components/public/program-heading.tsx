import type { CardColors } from "@/lib/passes/card-colors";
import type { ProgramLogo } from "@/lib/services/programs/program-template";
import { CardLogo } from "./card-logo";
import { cardStyleOf } from "./card-style";
import styles from "./public.module.css";

/**
 * The program as its customers know it: logo, name (the page's heading) and who runs it. The logo sits on its
 * pass's background, the colour it was drawn for, so a white logo stays visible on the light page.
 */
export function ProgramHeading({
  title,
  logo,
  colors,
  logoAlt,
  byline,
}: {
  title: string;
  logo: ProgramLogo | null;
  colors: CardColors;
  logoAlt: string;
  byline: string | null;
}) {
  return (
    <div className={styles.brand} style={cardStyleOf(colors)}>
      <CardLogo logo={logo} alt={logoAlt} />
      <h1 className={styles.title}>{title}</h1>
      {byline && <p className={styles.by}>{byline}</p>}
    </div>
  );
}
