import type { Language } from "@/lib/i18n/language";

const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  en: { decimal: ".", group: "," },
  de: { decimal: ",", group: "." },
};

const escapeForRegExp = (char: string) => `\\${char}`;

/**
 * An amount as a person types it on a page in `language` (`12,50` or `1.234,5` in German, `12.50` or `1,234.5`
 * in English) → the API's decimal string with two places (`"12.50"`), or null when it is not an amount.
 * A lone other separator followed by one or two digits (`12.50` on a German page) is taken as the decimal point,
 * since nobody groups thousands that way. More than two decimal places are passed on as typed (`12,345` →
 * `"12.345"`), so the schema names the rule that refuses them rather than calling it no number at all.
 */
export function amountFromInput(text: string, language: Language): string | null {
  const { decimal, group } = SEPARATORS[language];
  let value = text.replace(/[\s\u00a0\u202f']/g, "");
  if (!value.includes(decimal) && new RegExp(`^\\d+${escapeForRegExp(group)}\\d{1,2}$`).test(value)) {
    value = value.replace(group, decimal);
  }
  const match = new RegExp(
    `^(\\d{1,3}(?:${escapeForRegExp(group)}\\d{3})+|\\d+)(?:${escapeForRegExp(decimal)}(\\d+))?$`,
  ).exec(value);
  if (!match) return null;
  const whole = String(Number((match[1] ?? "").split(group).join("")));
  return `${whole}.${(match[2] ?? "").padEnd(2, "0")}`;
}
