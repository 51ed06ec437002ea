import type { UiMessages } from "./en";

export const de: UiMessages = {
  fields: {
    email: "E-Mail",
    password: "Passwort",
  },
};
