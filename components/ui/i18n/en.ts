/** The shared UI pieces' own words (components/ui): fields every form labels the same way. */
export const en = {
  fields: {
    email: "E-mail",
    password: "Password",
  },
};

export type UiMessages = typeof en;
