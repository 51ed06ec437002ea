/** Signing in and getting back in: the sign-in, forgot-password, reset-password and legal pages. */
export const en = {
  signIn: {
    title: "Sign in",
    lead: "Manage your loyalty and gift-card programs.",
    submit: "Sign in",
    submitting: "Signing in…",
    forgot: "Forgot password?",
    newHere: "New to LoyaltyPass?",
    createAccount: "Create an account",
    errors: {
      email: "Enter your e-mail address, like name@example.com",
      password: "Enter your password",
      passwordTooLong: (max: number) => `Passwords are at most ${max} characters`,
      wrongCredentials: "That e-mail and password do not match an account. Check them and try again.",
      unavailable: "Signing in is not possible right now. Please try again in a moment.",
      throttled: "Too many sign-in attempts. Wait a few minutes, then try again.",
    },
  },
  forgot: {
    title: "Forgot your password?",
    metaTitle: "Forgot password",
    lead: "We e-mail you a link to choose a new one.",
    remembered: "Remembered it?",
    signIn: "Sign in",
  },
  reset: {
    title: "Choose a new password",
    needsLink: "This page needs the link from the e-mail.",
    askNewLink: "Ask for a new link",
  },
  legal: {
    terms: {
      title: "Terms of Service",
      text: "These terms govern your use of LoyaltyPass, the service for running loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes. The full terms will be published here before general availability.",
    },
    dpa: {
      title: "Data Processing Agreement",
      text: "When your customers add a pass, LoyaltyPass processes their personal data on your behalf as a processor under Art. 28 GDPR. This agreement sets out how we do that. The full agreement will be published here before general availability.",
    },
    privacy: {
      title: "Privacy Policy",
      text: "This policy explains which personal data LoyaltyPass collects about you as a merchant, why, and for how long. The full policy will be published here before general availability.",
    },
  },
};

export type AuthMessages = typeof en;
