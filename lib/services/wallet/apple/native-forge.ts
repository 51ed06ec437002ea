import {
  constants,
  createHash,
  createPrivateKey,
  type Hash,
  type KeyObject,
  privateEncrypt,
} from "node:crypto";
import forge from "node-forge";
import { makeRoomFor } from "@/lib/bounded-map";

// passkit-generator hashes the manifest's files and signs the manifest with node-forge, whose SHA-1 and RSA are
// pure JavaScript: about 30 ms of CPU for one RSA-2048 signature and 15 ms per MB hashed, more than the whole
// budget of a pass (decision 020). Both operations are deterministic (SHA-1; RSASSA-PKCS1-v1_5), so doing them
// with Node's OpenSSL gives the same bytes. The swap lasts only for one synchronous call: no other code can run
// meanwhile, so nothing else in the process ever sees a patched forge.

type ForgeDigest = {
  algorithm: string;
  blockLength: number;
  digestLength: number;
  messageLength: number;
  start(): ForgeDigest;
  update(message: string, encoding?: string): ForgeDigest;
  digest(): forge.util.ByteStringBuffer;
};

const NATIVE_DIGESTS = {
  sha1: { blockLength: 64, digestLength: 20 },
  sha256: { blockLength: 64, digestLength: 32 },
};
type DigestName = keyof typeof NATIVE_DIGESTS;

/** A forge message digest (start/update/digest, digest repeatable) backed by node:crypto. */
function nativeDigest(algorithm: DigestName): ForgeDigest {
  let hash: Hash = createHash(algorithm);
  const digest: ForgeDigest = {
    algorithm,
    ...NATIVE_DIGESTS[algorithm],
    messageLength: 0,
    start() {
      hash = createHash(algorithm);
      digest.messageLength = 0;
      return digest;
    },
    update(message, encoding) {
      const bytes = Buffer.from(message, encoding === "utf8" ? "utf8" : "latin1");
      hash.update(bytes);
      digest.messageLength += bytes.length;
      return digest;
    },
    // forge's digest() leaves the state open for more updates: a copy is finished instead.
    digest: () => forge.util.createBuffer(hash.copy().digest().toString("latin1")),
  };
  return digest;
}

/** DER DigestInfo (RFC 8017 9.2): what RSASSA-PKCS1-v1_5 pads and encrypts with the private key. */
function digestInfoOf(md: ForgeDigest): Buffer {
  const { asn1 } = forge;
  const oid = (forge.pki.oids as Record<string, string>)[md.algorithm];
  if (!oid) throw new Error(`No OID for digest ${md.algorithm}`);
  const info = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ""),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, md.digest().getBytes()),
  ]);
  return Buffer.from(asn1.toDer(info).getBytes(), "latin1");
}

type ForgePrivateKey = forge.pki.rsa.PrivateKey & { sign(md: unknown, scheme?: unknown): string };
type SetPrivateKey = (...parts: unknown[]) => ForgePrivateKey;

// passkit-generator parses the signer's PEM anew for every pass: the OpenSSL key is kept by its modulus.
const nativeKeys = new Map<string, KeyObject>();
const NATIVE_KEYS_MAX = 200;

function nativeKeyOf(key: ForgePrivateKey): KeyObject {
  const modulus = key.n.toString(32);
  const known = nativeKeys.get(modulus);
  if (known) return known;
  const native = createPrivateKey(forge.pki.privateKeyToPem(key));
  makeRoomFor(nativeKeys, modulus, NATIVE_KEYS_MAX);
  nativeKeys.set(modulus, native);
  return native;
}

/** Wraps forge's RSA key factory so RSASSA-PKCS1-v1_5 signatures come from OpenSSL (same bytes, far faster). */
function withNativeSign(original: SetPrivateKey): SetPrivateKey {
  return function setPrivateKey(this: unknown, ...parts: unknown[]) {
    const key = original.apply(this, parts);
    const forgeSign = key.sign.bind(key);
    key.sign = (md: unknown, scheme?: unknown) => {
      const isPkcs1 = scheme === undefined || String(scheme).toUpperCase() === "RSASSA-PKCS1-V1_5";
      const digest = md as ForgeDigest;
      if (!isPkcs1 || !(digest.algorithm in NATIVE_DIGESTS)) return forgeSign(md, scheme);
      const padding = constants.RSA_PKCS1_PADDING;
      return privateEncrypt({ key: nativeKeyOf(key), padding }, digestInfoOf(digest)).toString("latin1");
    };
    return key;
  };
}

/**
 * Runs `build` (synchronous: passkit-generator's export) with forge's SHA-1, SHA-256 and RSA signing done by
 * node:crypto, and puts forge back before returning.
 */
export function withNativeForgeCrypto<T>(build: () => T): T {
  const pki = forge.pki as unknown as {
    setRsaPrivateKey: SetPrivateKey;
    rsa: { setPrivateKey: SetPrivateKey };
  };
  const md = forge.md as unknown as Record<DigestName, { create: () => unknown }>;
  const saved = { setKey: pki.setRsaPrivateKey, sha1: md.sha1.create, sha256: md.sha256.create };
  const setKey = withNativeSign(saved.setKey);
  pki.setRsaPrivateKey = setKey;
  pki.rsa.setPrivateKey = setKey;
  md.sha1.create = () => nativeDigest("sha1");
  md.sha256.create = () => nativeDigest("sha256");
  try {
    return build();
  } finally {
    pki.setRsaPrivateKey = saved.setKey;
    pki.rsa.setPrivateKey = saved.setKey;
    md.sha1.create = saved.sha1;
    md.sha256.create = saved.sha256;
  }
}
