import { formatCount } from "@/components/i18n/format";

/** The offline scanner's strings (queued scans, the offline banner), in English. `de.ts` has the same shape. */
export const en = {
  offline: {
    title: "No network",
    text: "Scans by card code or member number are saved on this device and sent when the network is back. Looking up a member, redeeming offers and gift cards need the network.",
  },
  waiting: (count: number) =>
    count === 1 ? "1 scan waiting to send" : `${formatCount(count, "en")} scans waiting to send`,
  allSent: (count: number) =>
    count === 1 ? "The waiting scan was sent." : `All ${formatCount(count, "en")} waiting scans were sent.`,
  queued: (memberNumber: string) =>
    `No network: the scan of card ${memberNumber} is saved and will be sent when the network is back. It is credited once, however often it is sent.`,
  refused: {
    title: "Saved scans that could not be applied",
    lead: "The server refused these scans taken without a network. Nothing was credited for them.",
    scan: (memberNumber: string, program: string, time: string) =>
      `Card ${memberNumber} · ${program} · ${time}`,
    unknownProgram: "A program no longer shown",
    dismiss: "Dismiss",
    dismissed: (memberNumber: string) => `The saved scan of card ${memberNumber} was dismissed.`,
    dismissLabel: (memberNumber: string) => `Dismiss the scan of card ${memberNumber}`,
  },
};

export type OfflineScannerMessages = typeof en;
