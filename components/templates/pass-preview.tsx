import type { CSSProperties } from "react";
import {
  type PassImageType,
  type PassKind,
  RESOLUTION_SCALE,
  STORE_CARD_VISIBLE_STRIP_HEIGHT,
} from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import type { PassField } from "@/lib/schemas/template";
import styles from "./templates.module.css";

export type PreviewValues = {
  name?: string;
  passType: PassKind;
  organizationName?: string | null;
  logoText?: string | null;
  backgroundColor?: string | null;
  foregroundColor?: string | null;
  labelColor?: string | null;
  headerFields?: PassField[];
  primaryFields?: PassField[];
  secondaryFields?: PassField[];
  auxiliaryFields?: PassField[];
};

type PassPreviewProps = { values: PreviewValues; images: PassImageDto[]; label: string };

/** The sharpest stored resolution of a type, as the phone would pick it. */
function bestImage(images: PassImageDto[], type: PassImageType): PassImageDto | undefined {
  return images
    .filter((image) => image.type === type)
    .sort((a, b) => RESOLUTION_SCALE[b.resolution] - RESOLUTION_SCALE[a.resolution])[0];
}

const srcOf = (image: PassImageDto) => `${image.url}?v=${image.sha256.slice(0, 12)}`;

function Img({
  image,
  type,
  className,
  isFullWidth = false,
}: {
  image?: PassImageDto;
  type: PassImageType;
  className?: string;
  isFullWidth?: boolean;
}) {
  if (!image) return null;
  // Points on screen: pixels divided by the resolution's scale.
  const scale = RESOLUTION_SCALE[image.resolution];
  return (
    // biome-ignore lint/performance/noImgElement: stored pass images at their API URL
    <img
      src={srcOf(image)}
      alt=""
      data-preview-image={type}
      className={className}
      style={{ maxWidth: "100%", width: isFullWidth ? "100%" : image.width / scale, height: "auto" }}
    />
  );
}

function Fields({ fields, className }: { fields?: PassField[]; className?: string }) {
  if (!fields || fields.length === 0) return null;
  return (
    <div className={[styles.previewRow, className].filter(Boolean).join(" ")}>
      {fields.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keys are typed by the merchant and may repeat while editing
        <div key={`${field.key}-${index}`} className={styles.previewField}>
          <span className={styles.previewLabel}>{field.label}</span>
          <span className={styles.previewValue}>{field.value}</span>
        </div>
      ))}
    </div>
  );
}

/** The front of the pass as Wallet lays it out for its kind, from the form's values and the stored images. */
export function PassPreview({ values, images, label }: PassPreviewProps) {
  const kind = values.passType;
  const strip = bestImage(images, "strip");
  const background = kind === "eventTicket" && !strip ? bestImage(images, "background") : undefined;
  const thumbnail =
    kind === "generic" || (kind === "eventTicket" && !strip) ? bestImage(images, "thumbnail") : undefined;
  const footer = kind === "boardingPass" ? bestImage(images, "footer") : undefined;
  const style = {
    "--pass-bg": values.backgroundColor || "rgb(60, 65, 76)",
    "--pass-fg": values.foregroundColor || "rgb(255, 255, 255)",
    "--pass-label": values.labelColor || values.foregroundColor || "rgb(255, 255, 255)",
    ...(background && { backgroundImage: `url(${srcOf(background)})` }),
  } as CSSProperties;
  const stripHeight = kind === "eventTicket" ? undefined : STORE_CARD_VISIBLE_STRIP_HEIGHT;

  return (
    <figure className={styles.previewFigure} aria-label={label}>
      <div
        className={styles.pass}
        data-kind={kind}
        data-has-background={background ? "" : undefined}
        style={style}
        data-testid="pass-preview"
      >
        <div className={styles.previewTop}>
          <Img image={bestImage(images, "logo")} type="logo" className={styles.previewLogo} />
          <span className={styles.previewLogoText}>
            {values.logoText || values.organizationName || values.name}
          </span>
          <Fields fields={values.headerFields} className={styles.previewHeader} />
        </div>
        {strip && (kind === "storeCard" || kind === "coupon" || kind === "eventTicket") ? (
          <div
            className={styles.previewStrip}
            style={{ maxHeight: kind === "storeCard" ? stripHeight : undefined }}
          >
            <Img image={strip} type="strip" className={styles.previewStripImage} isFullWidth />
            <Fields fields={values.primaryFields} className={styles.previewPrimaryOnStrip} />
          </div>
        ) : (
          <div className={styles.previewPrimaryArea} data-boarding={kind === "boardingPass" ? "" : undefined}>
            <Fields fields={values.primaryFields} className={styles.previewPrimary} />
            <Img image={thumbnail} type="thumbnail" className={styles.previewThumbnail} />
          </div>
        )}
        <Fields fields={values.secondaryFields} />
        <Fields fields={values.auxiliaryFields} />
        <Img image={footer} type="footer" className={styles.previewFooter} />
        <div className={styles.previewBarcode} aria-hidden="true" />
        <Img image={bestImage(images, "icon")} type="icon" className="visually-hidden" />
      </div>
    </figure>
  );
}
