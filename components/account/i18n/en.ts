/** The account forms: profile, language, password change, forgot and reset password. */
export const en = {
  profile: {
    title: "Profile",
    name: "Your name",
    company: "Company name",
    language: "Language",
    languageHint: "The dashboard and our e-mails to you use it, on every device you sign in on.",
    languages: { en: "English", de: "Deutsch (German)" },
    save: "Save profile",
    saved: "Profile saved.",
    failed: "The profile could not be saved.",
    errors: {
      name: (max: number) => `Enter your name (1 to ${max} characters)`,
      company: (max: number) => `Enter the company name (1 to ${max} characters)`,
    },
  },
  password: {
    title: "Password",
    current: "Current password",
    new: "New password",
    repeat: "Repeat new password",
    change: "Change password",
    changed: "Password changed. Use the new one next time you sign in.",
    failed: "The password could not be changed.",
    errors: {
      current: "Enter your current password",
      tooShort: (min: number) => `Use at least ${min} characters; a few random words work well`,
      tooLong: (max: number) => `Use at most ${max} characters`,
      mismatch: "The two passwords are not the same",
    },
  },
  forgot: {
    enterEmail: "Enter the e-mail address you sign in with, like name@example.com",
    send: "Send reset link",
    sending: "Sending…",
    sentTitle: "Check your inbox",
    sent: (email: string, minutes: number) =>
      `If ${email} has an account, we sent it a link to choose a new password. The link works once, for ${minutes} minutes.`,
    failed: "The link could not be sent.",
  },
  reset: {
    submit: "Set new password",
    doneTitle: "Password changed",
    done: "Your password is changed. Sign in with the new one.",
    signIn: "Sign in",
    askNewLink: "Ask for a new link",
  },
  saving: "Saving…",
  api: {
    sessionEnded: "Your session has ended. Sign in again, then try once more.",
    throttled: "Too many attempts. Wait a few minutes, then try again.",
    databaseDown:
      "LoyaltyPass cannot reach its database right now. Nothing was changed; try again in a moment.",
    offline: "Could not reach LoyaltyPass. Check your connection and try again — nothing was changed.",
    codes: {
      RESET_TOKEN_INVALID: "This reset link is invalid, used or expired. Ask for a new one.",
      WRONG_PASSWORD: "The current password is not correct.",
    },
  },
};

export type AccountMessages = typeof en;
