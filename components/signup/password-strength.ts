export type StrengthLevel = "weak" | "fair" | "good" | "strong";
export type StrengthTip = "mix" | "longer";

export type PasswordStrength =
  | { isLongEnough: false; missingCharacters: number }
  | { isLongEnough: true; level: StrengthLevel; tips: StrengthTip[] };

const CHARACTER_CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];
const LONG = 14;
const VERY_LONG = 20;
const LEVELS: StrengthLevel[] = ["weak", "weak", "fair", "good", "strong"];

/**
 * A rough hint from length and variety only — no dictionary. Length is counted in code points, as the API
 * counts it. The bar is a nudge; the API's only rule is the minimum length.
 */
export function passwordStrength(password: string, minLength: number): PasswordStrength {
  const characters = Array.from(password);
  if (characters.length < minLength) {
    return { isLongEnough: false, missingCharacters: minLength - characters.length };
  }
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const isRepetitive = new Set(characters).size <= 3;
  const lengthPoints = (characters.length >= LONG ? 1 : 0) + (characters.length >= VERY_LONG ? 1 : 0);
  const score = isRepetitive ? 0 : lengthPoints + classes - 1;
  const tips: StrengthTip[] = [];
  if (classes < 3) tips.push("mix");
  if (characters.length < LONG) tips.push("longer");
  return { isLongEnough: true, level: LEVELS[Math.min(score, LEVELS.length - 1)] ?? "weak", tips };
}
