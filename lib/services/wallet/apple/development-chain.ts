import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { AppleDevelopmentCertificate } from "@/lib/db/models/apple-development-certificate";
import { withNativeForgeCrypto } from "@/lib/services/wallet/apple/native-forge";

/** Shown wherever the development chain shows: no device trusts it. */
export const DEVELOPMENT_LABEL = "LoyaltyPass development certificate (not trusted by Apple Wallet)";
/** A Team ID of Apple's shape (10 characters) that no real team has. */
export const DEVELOPMENT_TEAM_IDENTIFIER = "LPDEVTEAM0";

type StoredCertificate = { certificatePem: string; privateKeyPem: string; notAfter: Date };
export type DevelopmentPassCertificate = StoredCertificate & { wwdrPem: string; rootPem: string };

const UID_OID = "0.9.2342.19200300.100.1.1";
const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = (years: number) => years * 365 * DAY_MS;

type Issuer = { certificate: forge.pki.Certificate; keyPem: string };
type Subject = { attributes: forge.pki.CertificateField[]; isCa: boolean; lifetimeMs: number };

/** One certificate: an RSA-2048 key made by OpenSSL (forge's key generation takes seconds), signed by forge. */
function issue(subject: Subject, issuer?: Issuer): StoredCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(8).toString("hex")}`;
  const at = Date.now();
  certificate.validity.notBefore = new Date(at - DAY_MS);
  certificate.validity.notAfter = new Date(at + subject.lifetimeMs);
  certificate.setSubject(subject.attributes);
  certificate.setIssuer(issuer ? issuer.certificate.subject.attributes : subject.attributes);
  certificate.setExtensions(
    subject.isCa
      ? [
          { name: "basicConstraints", cA: true, critical: true },
          { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
          { name: "subjectKeyIdentifier" },
        ]
      : [
          { name: "basicConstraints", cA: false, critical: true },
          { name: "keyUsage", digitalSignature: true, critical: true },
          { name: "subjectKeyIdentifier" },
        ],
  );
  const signingKeyPem = issuer?.keyPem ?? privateKeyPem;
  withNativeForgeCrypto(() =>
    certificate.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create()),
  );
  return {
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem,
    notAfter: certificate.validity.notAfter,
  };
}

const issuerOf = (stored: StoredCertificate): Issuer => ({
  certificate: forge.pki.certificateFromPem(stored.certificatePem),
  keyPem: stored.privateKeyPem,
});

/**
 * The row stored under `id`, made by `make` when there is none yet. Insert-wins (decision 002): of two
 * processes making it at once, one insert fails on the unique `_id` and that process reads the winner's.
 */
async function claimCertificate(id: string, make: () => StoredCertificate): Promise<StoredCertificate> {
  const stored = await AppleDevelopmentCertificate.findById(id).lean();
  if (stored) return stored;
  const made = make();
  try {
    await AppleDevelopmentCertificate.create({ _id: id, ...made });
    return made;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await AppleDevelopmentCertificate.findById(id).lean();
    if (!winner) throw error;
    return winner;
  }
}

const organization = { name: "organizationName", value: "LoyaltyPass development" };

function developmentRoot(): Promise<StoredCertificate> {
  return claimCertificate("root", () =>
    issue({
      attributes: [
        { name: "commonName", value: "LoyaltyPass Development Root CA (not Apple)" },
        organization,
      ],
      isCa: true,
      lifetimeMs: YEARS(20),
    }),
  );
}

async function developmentWwdr(root: StoredCertificate): Promise<StoredCertificate> {
  return claimCertificate("wwdr", () =>
    issue(
      {
        attributes: [
          { name: "commonName", value: "LoyaltyPass Development WWDR (not Apple)" },
          { name: "organizationalUnitName", value: "G4 stand-in" },
          organization,
        ],
        isCa: true,
        lifetimeMs: YEARS(10),
      },
      issuerOf(root),
    ),
  );
}

/**
 * The development chain for one pass type: root CA, "WWDR" intermediate and a Pass Type ID certificate as
 * Apple issues them (subject UID = the pass type identifier, OU = the Team ID, CN = "Pass Type ID: …"), made on
 * first use and stored once for every process on the database.
 */
export async function developmentPassCertificate(
  passTypeIdentifier: string,
): Promise<DevelopmentPassCertificate> {
  await connectToDatabase();
  const root = await developmentRoot();
  const wwdr = await developmentWwdr(root);
  const pass = await claimCertificate(`pass:${passTypeIdentifier}`, () =>
    issue(
      {
        attributes: [
          {
            type: UID_OID,
            value: passTypeIdentifier,
            valueTagClass: forge.asn1.Type.UTF8,
          } as unknown as forge.pki.CertificateField,
          { name: "commonName", value: `Pass Type ID: ${passTypeIdentifier}` },
          { name: "organizationalUnitName", value: DEVELOPMENT_TEAM_IDENTIFIER },
          { name: "organizationName", value: DEVELOPMENT_LABEL },
        ],
        isCa: false,
        lifetimeMs: YEARS(5),
      },
      issuerOf(wwdr),
    ),
  );
  return { ...pass, wwdrPem: wwdr.certificatePem, rootPem: root.certificatePem };
}
