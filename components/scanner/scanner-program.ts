import type { PromotionWindow } from "@/lib/promotions/best-promotion";

/** What the scanner needs of a program (the page reads it on the server). */
export type ScannerProgram = {
  id: string;
  name: string;
  scannerType: string | null;
  dynamicScanPoints: boolean;
  isArchived: boolean;
  /** The program's own word for points (`customPointsName`), else null. */
  pointName: string | null;
  /** Its promotions not yet ended (decision 051), and the points a scan's best one is chosen for. */
  promotions?: { windows: PromotionWindow[]; forPoints: number };
};

/** A gift-card program as the scanner names it: a card looked up by its number shows its program's name. */
export type GiftCardScannerProgram = {
  id: string;
  name: string;
  /** The program asks for a card's security code at redemption (decision 046): the scanner shows its field. */
  requiresSecurityCode: boolean;
};
