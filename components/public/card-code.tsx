import type { BarcodeImage } from "@/lib/qr/render-barcode";
import styles from "./public.module.css";

type CardCodeProps = {
  heading: string;
  /** The program's barcode of the number, rendered on the server as a data URL. */
  code: BarcodeImage;
  codeAlt: string;
  numberLabel: string;
  /** The number as printed under the code (a gift card's in groups of four). */
  printedNumber: string;
  /** Whose code it is: the tests find it by `data-qr="<kind>"` and its number by `data-number`. */
  kind: "member" | "card";
  number: string;
};

/** The code a card page shows at the counter: the program's barcode `/scan` reads, and its number printed under it. */
export function CardCode({
  heading,
  code,
  codeAlt,
  numberLabel,
  printedNumber,
  kind,
  number,
}: CardCodeProps) {
  return (
    <section className={`${styles.panel} ${styles.code}`} aria-labelledby="code-heading">
      <h2 id="code-heading">{heading}</h2>
      {/* biome-ignore lint/performance/noImgElement: a barcode rendered on the server as a data URL */}
      <img
        className={code.width > code.height ? `${styles.qr} ${styles.wideCode}` : styles.qr}
        src={code.src}
        width={code.width}
        height={code.height}
        alt={codeAlt}
        data-qr={kind}
        data-format={code.format}
      />
      <p className="muted">{numberLabel}</p>
      <p className={styles.number} data-number={number}>
        {printedNumber}
      </p>
    </section>
  );
}
