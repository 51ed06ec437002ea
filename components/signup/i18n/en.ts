const seconds = (count: number) => (count === 1 ? "1 second" : `${count} seconds`);

export const en = {
  stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
  steps: {
    account: { title: "Your account", lead: "You will sign in with this e-mail address and password." },
    company: { title: "Your company", lead: "Tell us who runs the loyalty and gift-card programs." },
    consent: {
      title: "Agreements",
      lead: "Please read and accept our agreements. Each document opens in a new tab.",
    },
    inbox: { title: "Check your inbox" },
  },
  fields: {
    confirmPassword: "Repeat password",
    name: "Your name",
    company: "Company name",
    country: "Country",
    code: "6-digit code",
  },
  hints: {
    password: (min: number) => `At least ${min} characters. A few random words make a strong passphrase.`,
    code: "You find it in the e-mail we sent you, and in its subject line.",
    activationPassword: "The password you chose when you signed up.",
  },
  strength: {
    label: "Password strength",
    levels: { weak: "Weak", fair: "Fair", good: "Good", strong: "Strong" },
    missing: (count: number) =>
      count === 1 ? "1 more character needed." : `${count} more characters needed.`,
    tips: {
      uncommon: "Avoid common words, names, dates and keyboard patterns: pick random words instead.",
      longer: "A longer password is even stronger.",
    },
  },
  country: { placeholder: "Choose your country" },
  consent: {
    newTab: "(opens in a new tab)",
    documents: {
      terms: { before: "I accept the ", link: "Terms of Service", after: "." },
      dpa: { before: "I accept the ", link: "Data Processing Agreement", after: "." },
      privacy: { before: "I have read the ", link: "Privacy Policy", after: "." },
    },
  },
  actions: {
    continue: "Continue",
    back: "Back",
    create: "Create account",
    creating: "Creating account…",
    activate: "Activate",
    activating: "Activating…",
    signingIn: "Signing in…",
    resend: "Resend code",
    resending: "Sending…",
    changeDetails: "Change my details",
    signIn: "Sign in",
    signUp: "Sign up",
  },
  activated: "Your account is active. Welcome to LoyaltyPass!",
  inbox: {
    sentTo: "We sent a 6-digit code to",
    enterCode: "Enter it below to activate your account.",
    noEmail: "No e-mail after a few minutes? Check your spam folder or send a new code.",
    resent: (email: string) => `We sent a new code to ${email}. Only the newest code works.`,
  },
  verify: {
    title: "Activate your account",
    lead: "Enter the 6-digit code from your verification e-mail and the password you chose when you signed up.",
    incomplete: "This link is incomplete. Open the link from the e-mail again, or sign up once more.",
    doneTitle: "Your account is active",
    doneLead: "Sign in with your e-mail address and the password you chose.",
    needNewCode: "Need a new code?",
    signUpAgain: "Sign up again with the same address",
  },
  errors: {
    codes: {
      EMAIL_ALREADY_REGISTERED: "An account with this e-mail address already exists.",
      INVALID_COUNTRY: "Choose your country from the list.",
      CONSENT_TIMESTAMP_IN_FUTURE:
        "Your device's clock seems to be ahead. Correct it, then untick and tick the boxes again.",
      INVALID_CONSENT_IP: "We could not record your consent. Please try again.",
      DISPOSABLE_EMAIL_DOMAIN:
        "Disposable e-mail addresses are not accepted. Please use a permanent address.",
      INVALID_OR_EXPIRED_CODE:
        "This code is wrong, has expired, or was replaced by a newer one. Check the newest e-mail or send a new code.",
      WRONG_PASSWORD:
        "This is not the password of the latest signup for this address. If you did not sign up again yourself, sign up once more with your own password.",
    },
    email: "Enter your e-mail address, like name@example.com.",
    password: "Choose a password.",
    passwordTooShort: (min: number) => `Use at least ${min} characters.`,
    tooLong: (max: number) => `Use at most ${max} characters.`,
    confirmPassword: "Repeat your password.",
    passwordMismatch: "The passwords do not match.",
    name: "Enter your name.",
    company: "Enter your company's name.",
    country: "Choose your country.",
    consent: "Tick this box to continue.",
    code: "Enter the 6-digit code from the e-mail.",
    activationPassword: "Enter the password you chose when you signed up.",
    checkFields: (count: number) =>
      count === 1
        ? "Please correct the highlighted field."
        : `Please correct the ${count} highlighted fields.`,
    rateLimited: (count: number) => `Too many attempts, try again in ${seconds(count)}.`,
    network: "We could not reach LoyaltyPass. Check your connection and try again.",
    unexpected: "Something went wrong on our side. Please try again in a moment.",
    signInFailed:
      "Your account is active, but signing you in did not work. Please sign in with your e-mail and password.",
    signInInstead: "Sign in instead",
  },
  footer: { haveAccount: "Already have an account?" },
};

export type SignupMessages = typeof en;
