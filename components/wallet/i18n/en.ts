/** Settings → Wallet: Apple Pass Type ID certificates and the Google Wallet issuer. */
export const en = {
  meta: { title: "Wallet" },
  page: {
    title: "Wallet",
    lead: "The certificates and accounts that sign your passes for Apple Wallet and Google Wallet.",
    back: "Settings",
    settingsLink: "Wallet certificates",
    settingsLead: "Apple Pass Type ID certificates and your Google Wallet issuer.",
  },
  apple: {
    title: "Apple Wallet",
    lead: "Each pass type identifier your programs use needs its Pass Type ID certificate from your Apple Developer account. Export it from Keychain as a .p12 file and upload it here with your Team ID.",
    none: "No program yet. Create a program: it names the pass type identifier a certificate is uploaded for.",
    usedBy: "Used by",
    noPrograms: "No program uses it any more.",
    states: {
      development: "Preview only",
      service: "Signed by the service",
      configured: "Your certificate",
      expiring: "Expires soon",
      expired: "Expired",
    },
    explain: {
      development:
        "Passes are signed with this service's development certificate, which iPhones do not accept: customers see a preview, not an “Add to Apple Wallet” button. Upload your certificate to issue real passes.",
      service: (passType: string, team: string) =>
        `Passes are signed by this service (pass type ${passType}, Team ID ${team}) and work on every iPhone. Upload your own certificate to sign them as yourself: new passes then carry yours, and passes customers already added stay with the service's until they add them again.`,
      configured: (date: string) => `Your certificate signs these passes until ${date}.`,
      expiring: (date: string, days: number) =>
        `The certificate expires on ${date} (in ${days} ${days === 1 ? "day" : "days"}). Renew it in your Apple Developer account and upload the new one before then.`,
      expired: (date: string) =>
        `The certificate expired on ${date}. Devices no longer accept new passes of this type: upload a renewed certificate.`,
    },
    issues: {
      WWDR_NOT_CONFIGURED:
        "Your certificate is stored but cannot be used yet: this service has not been given Apple's WWDR certificate to verify it with. Until its operator adds it, passes are signed as shown above.",
      NOT_FROM_WWDR:
        "Your certificate is stored but not used: it was not issued by Apple (WWDR), so iPhones would refuse passes signed with it. Upload the certificate from your Apple Developer account.",
      UNREADABLE:
        "Your certificate is stored but can no longer be opened (the service's encryption key changed). Upload it again.",
    },
    details: {
      team: "Team ID",
      serial: "Serial number",
      fingerprint: "SHA-256 fingerprint",
      validFrom: "Valid from",
      validUntil: "Valid until",
    },
    upload: "Upload certificate",
    replace: "Replace certificate",
    cancel: "Cancel",
    remove: "Delete certificate",
    removeDialog: {
      title: (passType: string) => `Delete the certificate for ${passType}?`,
      body: "The certificate and its private key are deleted. Passes of this type are then signed as before the upload, and iPhones will not accept new ones until you upload a certificate again.",
      confirm: "Delete certificate",
      cancel: "Keep it",
    },
  },
  form: {
    title: (passType: string) => `Certificate for ${passType}`,
    format: "What you upload",
    p12: ".p12 file (exported from Keychain)",
    pem: "PEM certificate and private key",
    p12File: ".p12 file",
    certificateFile: "Certificate (PEM)",
    privateKeyFile: "Private key (PEM)",
    choose: "Choose file",
    drop: "or drop it here",
    dropActive: "Drop the file here",
    chosen: (name: string) => `Chosen: ${name}`,
    noFile: "No file chosen",
    password: "Password",
    passwordHint: "The password you set when exporting the .p12 file; leave empty if it has none.",
    pemPasswordHint: "Only if the private key is encrypted.",
    teamIdentifier: "Team ID",
    teamIdentifierHint: "Ten letters and digits, shown under Membership in your Apple Developer account.",
    submit: "Upload certificate",
    errors: {
      file: "Choose the file to upload.",
      teamIdentifier: "Enter your Team ID: ten capital letters and digits, e.g. ABCDE12345.",
      password: "The password is too long.",
    },
  },
  google: {
    title: "Google Wallet",
    lead: "Passes get an “Add to Google Wallet” button when an issuer account and a service account are configured.",
    states: {
      not_configured: "Not configured",
      service: "Signed by the service",
      configured: "Your own issuer",
    },
    explain: {
      not_configured: "Not configured: your passes have no “Add to Google Wallet” button.",
      service: (issuerId: string) =>
        `Passes are issued with this service's Google Wallet issuer (${issuerId}). Save your own issuer to use your account instead.`,
      configured: (issuerId: string, email: string) => `Issuer ${issuerId}, service account ${email}.`,
    },
    issuerId: "Issuer ID",
    issuerIdHint: "The number shown in the Google Pay & Wallet Console.",
    keyFile: "Service account key (JSON)",
    keyFileHint:
      "The key file Google Cloud gives you for the service account. Its private key is stored encrypted.",
    submit: "Save Google Wallet issuer",
    remove: "Remove my issuer",
    removeDialog: {
      title: "Remove your Google Wallet issuer?",
      body: "The service account key is deleted. Passes then use this service's issuer, if it has one, or offer no Google Wallet button.",
      confirm: "Remove issuer",
      cancel: "Keep it",
    },
    errors: {
      issuerId: "Enter the issuer ID: digits only.",
      keyFile: "Choose the service account's key file (JSON).",
      keyNotJson: "This file is not a service account key: it should be the JSON file from Google Cloud.",
      keyFields:
        "The key file lacks client_email or private_key: download a new key for the service account.",
    },
  },
  notices: {
    uploaded: (passType: string, date: string) =>
      `Certificate for ${passType} uploaded: valid until ${date}.`,
    removed: (passType: string) => `Certificate for ${passType} deleted.`,
    googleSaved: "Google Wallet issuer saved.",
    googleRemoved: "Google Wallet issuer removed.",
  },
  codes: {
    CERTIFICATE_MISSING: "Choose a .p12 file, or both the PEM certificate and its private key.",
    CERTIFICATE_PASSWORD_WRONG: "The password does not open this .p12 file. Check it and try again.",
    CERTIFICATE_UNREADABLE:
      "This file is not a certificate that can be read. Export the certificate from Keychain as a .p12 file.",
    CERTIFICATE_KEY_MISSING:
      "The .p12 file holds no private key. In Keychain, export the certificate together with its key.",
    PRIVATE_KEY_UNREADABLE: "The private key cannot be read (or its password is wrong).",
    CERTIFICATE_KEY_MISMATCH: "The private key does not belong to this certificate.",
    CERTIFICATE_NOT_PASS_TYPE_ID:
      "This is not a Pass Type ID certificate. Create one for the pass type in your Apple Developer account.",
    CERTIFICATE_EXPIRED: "This certificate has expired. Create a new one in your Apple Developer account.",
    CERTIFICATE_NOT_YET_VALID: "This certificate is not valid yet.",
    CERTIFICATE_UNVERIFIABLE:
      "This service cannot verify certificates yet (Apple's WWDR certificate is missing). Ask its operator to set it up.",
    CERTIFICATE_NOT_FROM_WWDR: "This certificate was not issued by Apple (WWDR).",
    CERTIFICATE_TEAM_MISMATCH: "The certificate belongs to another Team ID than the one entered.",
    CERTIFICATE_PASS_TYPE_MISMATCH: "This certificate is for another pass type identifier.",
    CERTIFICATE_PASS_TYPE_UNUSED: "None of your programs uses this certificate's pass type identifier.",
    GOOGLE_SERVICE_ACCOUNT_KEY_INVALID:
      "The key in this file is not an RSA private key. Download a new JSON key from Google Cloud.",
    tooLarge: "This file is too large for a certificate.",
    session: "Your session has ended. Sign in again.",
    notFound: "This certificate is already gone.",
    generic: "That did not work. Please try again.",
  },
  banner: {
    expiring: (passType: string, date: string) =>
      `The Apple Wallet certificate for ${passType} expires on ${date}.`,
    expired: (passType: string, date: string) =>
      `The Apple Wallet certificate for ${passType} expired on ${date}.`,
    action: "Upload a renewed certificate",
  },
};

export type WalletMessages = typeof en;
