import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatList,
  formatMoney,
  formatStatus,
  formatTime,
} from "@/components/i18n/format";

const LATE_EVENING_UTC = "2026-11-25T23:58:36.876Z";

describe("the one formatting module", () => {
  it("formats dates per language in UTC, so server and browser render the same day", () => {
    expect(formatDate("2026-11-25T01:58:36.876Z", "en")).toBe("25 Nov 2026");
    expect(formatDate("2026-11-25T01:58:36.876Z", "de")).toBe("25.11.2026");
    // Near midnight a local zone would change the day; UTC keeps it.
    expect(formatDate(LATE_EVENING_UTC, "en")).toBe("25 Nov 2026");
  });

  it("formats date and time with the zone named, and times alone", () => {
    expect(formatDateTime("2026-11-25T01:58:36.876Z", "en")).toBe("25 Nov 2026, 01:58 UTC");
    expect(formatDateTime("2026-11-25T01:58:36.876Z", "de")).toBe("25.11.2026, 01:58 UTC");
    expect(formatTime(new Date("2026-11-25T13:05:00Z"), "de")).toBe("13:05 UTC");
  });

  it("leaves what is not a date as it came instead of printing Invalid Date", () => {
    expect(formatDate("not a date", "en")).toBe("not a date");
  });

  it("formats the API's decimal strings as money in the page's style", () => {
    expect(formatMoney("25.00", "EUR", "en")).toBe("€25.00");
    expect(formatMoney("1234.5", "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatMoney("10", "USD", "de")).toBe("10,00\u00a0$");
    // A currency Intl does not know still shows its amount and code.
    expect(formatMoney("10", "XYZ1", "en")).toBe("10.00 XYZ1");
  });

  it("words API status codes, identifiers and roles; unknown ones stay as sent", () => {
    expect(formatStatus("giftCardStatuses", "active", "de")).toBe("Aktiv");
    expect(formatStatus("gdprStatuses", "completed", "en")).toBe("Completed");
    expect(formatStatus("identifiers", "customerEmail", "de")).toBe("Kunden-E-Mail");
    expect(formatStatus("identifiers", "memberId", "en")).toBe("Member id");
    expect(formatStatus("roles", "owner", "de")).toBe("Inhaber");
    expect(formatStatus("offerStatuses", "LIVE", "de")).toBe("Aktiv");
    expect(formatStatus("roles", "auditor", "de")).toBe("auditor");
    expect(formatStatus("roles", "toString", "en")).toBe("toString");
  });

  it("writes counts with each language's digit grouping", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(1234, "de")).toBe("1.234");
    expect(formatCount(0, "de")).toBe("0");
  });

  it("joins lists the way each language does", () => {
    expect(formatList(["Customer e-mail", "Card id"], "en")).toBe("Customer e-mail and Card id");
    expect(formatList(["Kunden-E-Mail", "Karten-ID"], "de")).toBe("Kunden-E-Mail und Karten-ID");
  });

  it("writes file sizes in the unit that fits, in each language's style", () => {
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(940, "de")).toBe("940 Byte");
    expect(formatFileSize(12_345, "en")).toBe("12 kB");
    expect(formatFileSize(3_456_789, "en")).toBe("3.5 MB");
    expect(formatFileSize(3_456_789, "de")).toBe("3,5 MB");
  });
});
