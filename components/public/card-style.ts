import type { CSSProperties } from "react";
import type { CardColors } from "@/lib/passes/card-colors";

/** The pass's colours as custom properties the card and the logo plate read (public.module.css). */
export const cardStyleOf = (colors: CardColors): CSSProperties =>
  ({
    "--card-bg": colors.background,
    "--card-fg": colors.foreground,
    "--card-label": colors.label,
  }) as CSSProperties;
