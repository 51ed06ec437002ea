import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as german from "@zxcvbn-ts/language-de";
import * as english from "@zxcvbn-ts/language-en";

export type PasswordEstimate = {
  /** 0 (guessable in moments) to 4 (very unlikely to be guessed), zxcvbn's scale. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The password is mostly a known word, name, sequence, repeat or keyboard pattern. */
  hasCommonPattern: boolean;
};

// Loaded on demand by the signup form (the dictionaries are large); English and German words both count.
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, ...german.dictionary },
  graphs: common.adjacencyGraphs,
});

/** How guessable a password is: dictionaries, names, keyboard walks, repeats and dates, not character classes. */
export function estimatePassword(password: string, userInputs: string[] = []): PasswordEstimate {
  const result = estimator.check(password, userInputs);
  return { score: result.score, hasCommonPattern: result.feedback.warning !== null };
}
