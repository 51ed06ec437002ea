import Link from "next/link";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import type { ScannerProgram } from "@/components/scanner/scanner-program";
import { Alert } from "@/components/ui/alert";

const isKnownScanner = (value: string | null): value is "PassVerifier" | "CodeReadr" | "None" =>
  value === "PassVerifier" || value === "CodeReadr" || value === "None";

/** A program whose `scannerType` is not `Browser`: what it uses instead, and where to change it. */
export function NotBrowserProgram({ program, t }: { program: ScannerProgram; t: ScannerMessages }) {
  const uses = isKnownScanner(program.scannerType)
    ? t.notBrowser.uses[program.scannerType]
    : t.notBrowser.uses.unset;
  return (
    <div role="status">
      <Alert tone="warning" title={t.notBrowser.title}>
        <p>{uses}</p>
        <p>{t.notBrowser.change}</p>
        <p>
          <Link href={`/programs/${program.id}?field=scannerType`}>{t.notBrowser.edit}</Link>
        </p>
      </Alert>
    </div>
  );
}
