import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import type { PassSigner } from "@/lib/services/wallet/apple/pass-signer";

// Throw-away certificates for tests, made at test time with node-forge (keys by node:crypto, which is fast);
// never committed.

export type IssuedCertificate = { certPem: string; keyPem: string };

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
  return {
    keyPem,
    privateKey: forge.pki.privateKeyFromPem(keyPem),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function newCertificate(subject: forge.pki.CertificateField[], publicKey: forge.pki.PublicKey, days = 2) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  cert.setSubject(subject);
  return cert;
}

/** A CA that issues server certificates (for 127.0.0.1 and localhost) and client certificates. */
export function makeCertificateAuthority(commonName: string) {
  const ca = keyPair();
  const subject = [{ name: "commonName", value: commonName }];
  const caCert = newCertificate(subject, ca.publicKey, 30);
  caCert.setIssuer(subject);
  caCert.setExtensions([
    { name: "basicConstraints", cA: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, digitalSignature: true },
  ]);
  caCert.sign(ca.privateKey, forge.md.sha256.create());
  return certificateAuthorityFromPem({ certPem: forge.pki.certificateToPem(caCert), keyPem: ca.keyPem });
}

/** The same CA again from its PEM files (e.g. one the e2e runner made before the server started). */
export function certificateAuthorityFromPem({ certPem, keyPem }: IssuedCertificate) {
  const caCert = forge.pki.certificateFromPem(certPem);
  const caKey = forge.pki.privateKeyFromPem(keyPem);

  function issue({
    subject: fields,
    isServer,
  }: {
    subject: forge.pki.CertificateField[];
    isServer: boolean;
  }): IssuedCertificate {
    const leaf = keyPair();
    const cert = newCertificate(fields, leaf.publicKey);
    cert.setIssuer(caCert.subject.attributes);
    cert.setExtensions([
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: isServer, clientAuth: !isServer },
      ...(isServer
        ? [
            {
              name: "subjectAltName",
              altNames: [
                { type: 2, value: "localhost" },
                { type: 7, ip: "127.0.0.1" },
              ],
            },
          ]
        : []),
    ]);
    cert.sign(caKey, forge.md.sha256.create());
    return { certPem: forge.pki.certificateToPem(cert), keyPem: leaf.keyPem };
  }

  return {
    certPem,
    keyPem,
    serverCertificate: () => issue({ subject: [{ name: "commonName", value: "localhost" }], isServer: true }),
    clientCertificate: (fields: forge.pki.CertificateField[]) => issue({ subject: fields, isServer: false }),
  };
}

export type CertificateAuthority = ReturnType<typeof certificateAuthorityFromPem>;

/**
 * A Pass Type ID certificate of the test's own (issued by a "WWDR" the test made), as the signer the APNs
 * sender is given: what Apple's would be, for a merchant with its own certificate.
 */
export function makeTestPassSigner(passTypeIdentifier: string, teamIdentifier = "TEST123456"): PassSigner {
  const wwdr = makeCertificateAuthority("Test WWDR (not Apple)");
  const { certPem, keyPem } = wwdr.clientCertificate([
    { name: "commonName", value: `Pass Type ID: ${passTypeIdentifier}` },
    { type: "0.9.2342.19200300.100.1.1", value: passTypeIdentifier },
    { shortName: "OU", value: teamIdentifier },
  ]);
  return {
    passTypeIdentifier,
    teamIdentifier,
    signerCertPem: certPem,
    signerKeyPem: keyPem,
    wwdrPem: wwdr.certPem,
    signedBy: "merchant",
    isDevelopment: false,
    expiresAt: new Date(Date.now() + 2 * 86_400_000),
    certificateIssue: null,
  };
}
