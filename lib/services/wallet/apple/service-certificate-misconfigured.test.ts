import { describe, expect, it } from "vitest";
import { servicePassCertificate } from "@/lib/services/wallet/apple/service-certificate";
import { testCertificateAuthority, testPassCertificate } from "@/lib/testing/pass-certificates";

// The service's certificate is checked once, at start (tools/runtime.ts): a Team ID that is not the
// certificate's stops the start with a message naming the variables, rather than failing the first pass.
const wwdr = testCertificateAuthority("Test WWDR G4");
const service = testPassCertificate({
  issuer: wwdr,
  passTypeIdentifier: "pass.com.loyaltypass.service",
  teamIdentifier: "SERVICE123",
});
Object.assign(process.env, {
  APPLE_WWDR_CERTIFICATE: wwdr.certificatePem,
  APPLE_PASS_TYPE_IDENTIFIER: "pass.com.loyaltypass.service",
  APPLE_TEAM_IDENTIFIER: "WRONG12345",
  APPLE_PASS_CERTIFICATE: service.certificatePem,
  APPLE_PASS_PRIVATE_KEY: service.privateKeyPem,
});

describe("a misconfigured service certificate", () => {
  it("is refused, naming the variable", () => {
    expect(() => servicePassCertificate()).toThrow(
      "APPLE_TEAM_IDENTIFIER is WRONG12345, but APPLE_PASS_CERTIFICATE belongs to SERVICE123",
    );
  });
});
