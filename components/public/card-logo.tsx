import type { ProgramLogo } from "@/lib/services/programs/program-template";
import styles from "./public.module.css";

/** The program's logo on a plate of its pass's background (`--card-bg`, cardStyleOf); nothing without a logo. */
export function CardLogo({ logo, alt }: { logo: ProgramLogo | null; alt: string }) {
  if (!logo) return null;
  return (
    <div className={styles.logoPlate}>
      {/* biome-ignore lint/performance/noImgElement: inline data URL, nothing to optimise */}
      <img className={styles.logo} src={logo.src} width={logo.width} height={logo.height} alt={alt} />
    </div>
  );
}
