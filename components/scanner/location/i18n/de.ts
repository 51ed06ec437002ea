import type { CounterLocationMessages } from "./en";

export const de: CounterLocationMessages = {
  label: "Standort",
  hint: "Wo diese Kasse steht. Scans und Einlösungen werden hier verbucht; dieses Gerät merkt sich die Wahl.",
};
