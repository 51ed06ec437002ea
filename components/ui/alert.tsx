import type { ReactNode } from "react";

type Tone = "info" | "error" | "success" | "warning";

type AlertProps = { tone?: Tone; title?: string; children?: ReactNode; id?: string };

export function Alert({ tone = "info", title, children, id }: AlertProps) {
  return (
    <div id={id} className={`alert alert--${tone}`}>
      {title && <p className="alert__title">{title}</p>}
      {children}
    </div>
  );
}
