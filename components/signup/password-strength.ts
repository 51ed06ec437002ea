import type { PasswordEstimate } from "./password-estimator";

export type StrengthLevel = "weak" | "fair" | "good" | "strong";
export type StrengthTip = "uncommon" | "longer";

export type PasswordStrength =
  | { isLongEnough: false; missingCharacters: number }
  | { isLongEnough: true; level: StrengthLevel; tips: StrengthTip[] };

export type Estimator = (password: string) => PasswordEstimate;

const LEVELS: Record<PasswordEstimate["score"], StrengthLevel> = {
  0: "weak",
  1: "weak",
  2: "fair",
  3: "good",
  4: "strong",
};

/**
 * Length first (counted in code points, as the API counts it), then how guessable the password is — words, names,
 * sequences and keyboard walks, as zxcvbn estimates it — and never character classes: four random words are strong.
 * The bar is a nudge; the API's only rule is the minimum length.
 */
export function passwordStrength(password: string, minLength: number, estimate: Estimator): PasswordStrength {
  const length = Array.from(password).length;
  if (length < minLength) return { isLongEnough: false, missingCharacters: minLength - length };
  const { score, hasCommonPattern } = estimate(password);
  const tips: StrengthTip[] = [];
  if (hasCommonPattern && score < 3) tips.push("uncommon");
  if (score < 4) tips.push("longer");
  return { isLongEnough: true, level: LEVELS[score], tips };
}
