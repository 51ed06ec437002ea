import type { ProgramLogo } from "@/lib/services/programs/program-template";
import styles from "./public.module.css";

/** The program as its customers know it: logo, name (the page's heading) and who runs it. */
export function ProgramHeading({
  title,
  logo,
  logoAlt,
  byline,
}: {
  title: string;
  logo: ProgramLogo | null;
  logoAlt: string;
  byline: string | null;
}) {
  return (
    <div className={styles.brand}>
      {logo && (
        // A data: URL of the template's logo; next/image cannot optimise those.
        // biome-ignore lint/performance/noImgElement: inline data URL, nothing to optimise
        <img className={styles.logo} src={logo.src} width={logo.width} height={logo.height} alt={logoAlt} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {byline && <p className={styles.by}>{byline}</p>}
    </div>
  );
}
