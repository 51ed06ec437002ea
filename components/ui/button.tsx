import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost";
type Size = "normal" | "small";

type StyleProps = { variant?: Variant; size?: Size; isBlock?: boolean };

export function buttonClassName({
  variant = "primary",
  size = "normal",
  isBlock = false,
}: StyleProps): string {
  return ["button", `button--${variant}`, size === "small" && "button--small", isBlock && "button--block"]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ComponentProps<"button"> &
  StyleProps & {
    /** Shows a spinner, disables the button and marks it busy. */
    isBusy?: boolean;
  };

export function Button({
  variant,
  size,
  isBlock,
  isBusy = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={[buttonClassName({ variant, size, isBlock }), className].filter(Boolean).join(" ")}
    >
      {isBusy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & StyleProps & { children: ReactNode };

export function ButtonLink({ variant, size, isBlock, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={[buttonClassName({ variant, size, isBlock }), className].filter(Boolean).join(" ")}
    />
  );
}
