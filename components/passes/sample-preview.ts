import type { PreviewValues } from "@/components/templates/pass-preview";
import type { Language } from "@/lib/i18n/language";
import { minorUnitsOf } from "@/lib/money/minor-units";
import { PASS_FIELD_GROUPS } from "@/lib/passes/field-limits";
import type { PassKind } from "@/lib/passes/image-rules";
import { formatPassDate, formatPassMoney } from "@/lib/passes/pass-facts";
import type { ApplePassField } from "@/lib/services/wallet/apple/pass-fields";
import type { ApplePassJson } from "@/lib/services/wallet/apple/pass-json";
import { translatePassText } from "@/lib/services/wallet/apple/pass-strings";

const STYLES: PassKind[] = ["boardingPass", "coupon", "eventTicket", "generic", "storeCard"];

/**
 * A date field's day as Wallet shows it: with `ignoresTimeZone`, the calendar day the text itself states (in its
 * own offset); otherwise the instant (the preview reads it in UTC, as the dashboard's other dates).
 */
const shownDate = (value: string, ignoresTimeZone: boolean): Date =>
  ignoresTimeZone ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(value);

/** A field as Wallet shows it on a phone in this language: amounts, dates and the service's texts formatted. */
function shown(field: ApplePassField, language: Language) {
  const { value } = field;
  const text =
    typeof value === "number" && field.currencyCode
      ? formatPassMoney(minorUnitsOf(value), field.currencyCode, language)
      : typeof value === "string" && field.dateStyle
        ? formatPassDate(shownDate(value, field.ignoresTimeZone === true), language, "UTC")
        : translatePassText(String(value), language);
  return {
    key: field.key,
    label: field.label ? translatePassText(field.label, language) : null,
    value: text,
  };
}

/**
 * The designer's preview values of a built pass.json (the program page's sample pass): the preview then shows
 * exactly the design, texts and live values the pass carries. Server-side (it reads the pass's translations).
 */
export function previewValuesOf(passJson: ApplePassJson, language: Language): PreviewValues {
  const passType = STYLES.find((style) => passJson[style] !== undefined) ?? "storeCard";
  const style = passJson[passType] as Partial<Record<(typeof PASS_FIELD_GROUPS)[number], ApplePassField[]>>;
  const groups = Object.fromEntries(
    PASS_FIELD_GROUPS.map((group) => [group, (style[group] ?? []).map((field) => shown(field, language))]),
  );
  const text = (key: string) => (typeof passJson[key] === "string" ? (passJson[key] as string) : null);
  return {
    passType,
    organizationName: text("organizationName"),
    logoText: text("logoText"),
    backgroundColor: text("backgroundColor"),
    foregroundColor: text("foregroundColor"),
    labelColor: text("labelColor"),
    ...groups,
  };
}
