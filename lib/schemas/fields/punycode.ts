// RFC 3492 Punycode for single domain labels (no "xn--" prefix handling here), browser-safe.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, numPoints: number, isFirstTime: boolean): number {
  let scaled = isFirstTime ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / numPoints);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

const digitToChar = (digit: number): string => String.fromCharCode(digit < 26 ? digit + 97 : digit + 22);

function charToDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  throw new Error("invalid Punycode digit");
}

const threshold = (k: number, bias: number): number =>
  k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;

export function punycodeEncode(label: string): string {
  const codePoints = Array.from(label, (char) => char.codePointAt(0) ?? 0);
  let output = codePoints
    .filter((cp) => cp < 0x80)
    .map((cp) => String.fromCharCode(cp))
    .join("");
  const basicCount = output.length;
  let handled = basicCount;
  if (basicCount > 0) output += "-";
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < codePoints.length) {
    const next = Math.min(...codePoints.filter((cp) => cp >= n));
    delta += (next - n) * (handled + 1);
    n = next;
    for (const cp of codePoints) {
      if (cp < n) delta++;
      if (cp !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = threshold(k, bias);
        if (q < t) break;
        output += digitToChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digitToChar(q);
      bias = adapt(delta, handled + 1, handled === basicCount);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/** Throws on malformed input. */
export function punycodeDecode(encoded: string): string {
  const separator = encoded.lastIndexOf("-");
  const output = separator > 0 ? Array.from(encoded.slice(0, separator), (c) => c.charCodeAt(0)) : [];
  if (output.some((cp) => cp >= 0x80)) throw new Error("non-basic code point");
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = separator > 0 ? separator + 1 : 0; index < encoded.length; ) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= encoded.length) throw new Error("truncated Punycode");
      const digit = charToDigit(encoded.charCodeAt(index++));
      i += digit * weight;
      const t = threshold(k, bias);
      if (digit < t) break;
      weight *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) throw new Error("code point out of range");
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
