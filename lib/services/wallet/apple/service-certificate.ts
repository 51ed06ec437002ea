import { readFileSync } from "node:fs";
import { getEnv } from "@/lib/env";
import { ServiceError } from "@/lib/errors/api-error";
import { readPassCertificate } from "@/lib/services/wallet/certificates/read-pass-certificate";

/** The service's own Pass Type ID certificate (decision 028): what signs the passes of merchants without one. */
export type ServicePassCertificate = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  wwdrPem: string;
  expiresAt: Date;
};

const VARIABLES = [
  "APPLE_PASS_TYPE_IDENTIFIER",
  "APPLE_TEAM_IDENTIFIER",
  "APPLE_PASS_CERTIFICATE",
  "APPLE_PASS_PRIVATE_KEY",
] as const;

/** PEM text as given, or the text of the file a path names. */
function pemOrFile(name: string, value: string): string {
  if (value.includes("-----BEGIN")) return value;
  try {
    return readFileSync(value, "utf8");
  } catch {
    throw new Error(`${name} names a file that cannot be read: ${value}`);
  }
}

function readServiceCertificate(at: Date): ServicePassCertificate | null {
  const env = getEnv();
  const missing = VARIABLES.filter((name) => !env[name]);
  if (missing.length === VARIABLES.length) return null;
  if (missing.length > 0)
    throw new Error(
      `The service's Apple certificate needs ${VARIABLES.join(", ")}; missing: ${missing.join(", ")}`,
    );
  const wwdrPem = env.APPLE_WWDR_CERTIFICATE;
  if (!wwdrPem)
    throw new Error(
      "APPLE_PASS_CERTIFICATE needs APPLE_WWDR_CERTIFICATE (Apple's WWDR intermediate), which devices verify it by",
    );
  const named = {
    passTypeIdentifier: env.APPLE_PASS_TYPE_IDENTIFIER ?? "",
    teamIdentifier: env.APPLE_TEAM_IDENTIFIER ?? "",
  };
  let certificate: ReturnType<typeof readPassCertificate>;
  try {
    certificate = readPassCertificate({
      input: {
        certificate: pemOrFile("APPLE_PASS_CERTIFICATE", env.APPLE_PASS_CERTIFICATE ?? ""),
        privateKey: pemOrFile("APPLE_PASS_PRIVATE_KEY", env.APPLE_PASS_PRIVATE_KEY ?? ""),
        password: env.APPLE_PASS_PRIVATE_KEY_PASSWORD,
        teamIdentifier: named.teamIdentifier,
      },
      at,
      wwdrPem,
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    throw new Error(`APPLE_PASS_CERTIFICATE / APPLE_PASS_PRIVATE_KEY: ${error.code}`);
  }
  if (certificate.passTypeIdentifier !== named.passTypeIdentifier)
    throw new Error(
      `APPLE_PASS_TYPE_IDENTIFIER is ${named.passTypeIdentifier}, but APPLE_PASS_CERTIFICATE is for ${certificate.passTypeIdentifier}`,
    );
  if (certificate.teamIdentifier !== named.teamIdentifier)
    throw new Error(
      `APPLE_TEAM_IDENTIFIER is ${named.teamIdentifier}, but APPLE_PASS_CERTIFICATE belongs to ${certificate.teamIdentifier}`,
    );
  return {
    passTypeIdentifier: certificate.passTypeIdentifier,
    teamIdentifier: certificate.teamIdentifier,
    certificatePem: certificate.certificatePem,
    privateKeyPem: certificate.privateKeyPem,
    wwdrPem,
    expiresAt: certificate.notAfter,
  };
}

let cached: { value: ServicePassCertificate | null } | undefined;

/**
 * The service's Pass Type ID certificate from the environment, read and checked once (the same checks as a
 * merchant's upload, the WWDR required), or null when none is configured. Throws a message naming the
 * variable when the configuration is wrong: tools/runtime.ts calls this at start, so that stops the start.
 * Kept in memory only, never stored (nothing to seal).
 */
export function servicePassCertificate(): ServicePassCertificate | null {
  cached ??= { value: readServiceCertificate(new Date()) };
  return cached.value;
}

/** The service's pass type identifier, or null without a service certificate. */
export const servicePassTypeIdentifier = (): string | null =>
  servicePassCertificate()?.passTypeIdentifier ?? null;
