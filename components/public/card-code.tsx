import styles from "./public.module.css";

type CardCodeProps = {
  heading: string;
  /** The QR code, rendered on the server as a data URL. */
  qrSrc: string;
  qrAlt: string;
  numberLabel: string;
  /** The number as printed under the code (a gift card's in groups of four). */
  printedNumber: string;
  /** Whose code it is: the tests find it by `data-qr="<kind>"` and its number by `data-number`. */
  kind: "member" | "card";
  number: string;
};

/** The code a card page shows at the counter: the QR code `/scan` reads, and its number printed under it. */
export function CardCode({ heading, qrSrc, qrAlt, numberLabel, printedNumber, kind, number }: CardCodeProps) {
  return (
    <section className={`${styles.panel} ${styles.code}`} aria-labelledby="code-heading">
      <h2 id="code-heading">{heading}</h2>
      {/* biome-ignore lint/performance/noImgElement: a QR code rendered on the server as a data URL */}
      <img className={styles.qr} src={qrSrc} width={240} height={240} alt={qrAlt} data-qr={kind} />
      <p className="muted">{numberLabel}</p>
      <p className={styles.number} data-number={number}>
        {printedNumber}
      </p>
    </section>
  );
}
