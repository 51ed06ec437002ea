/** Deeper JSON than any payload of this API needs; deeper input could overflow the stack when echoed back. */
export const MAX_JSON_DEPTH = 64;

/**
 * The code-point offset where `text` first nests deeper than `maxDepth` arrays/objects, or -1. Brackets
 * inside strings do not count. One linear pass, run before JSON.parse.
 */
export function findExcessiveNesting(text: string, maxDepth = MAX_JSON_DEPTH): number {
  let depth = 0;
  let isInString = false;
  let offset = 0;
  for (let index = 0; index < text.length; index++, offset++) {
    const char = text.charCodeAt(index);
    // Surrogate pairs are one code point, like Python counts positions.
    if (char >= 0xd800 && char <= 0xdbff) index++;
    if (isInString) {
      if (char === 0x5c) {
        index++;
        offset++;
      } else if (char === 0x22) isInString = false;
      continue;
    }
    if (char === 0x22) isInString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return offset;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return -1;
}
