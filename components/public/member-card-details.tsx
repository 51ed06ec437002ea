import type { Language } from "@/lib/i18n/language";
import type { MemberCardView } from "@/lib/services/card-links/member-card";
import type { PublicMessages } from "./i18n/messages";
import { pointWords } from "./point-words";
import { ReceivedMessages } from "./received-messages";
import { RecentVisits } from "./recent-visits";
import { ShopDetails } from "./shop-details";

/** Below the wallet buttons: the shop's messages to the member, the member's recent visits, then where and when the shop is and its privacy notice. */
export function MemberCardDetails({
  card,
  t,
  language,
}: {
  card: MemberCardView;
  t: PublicMessages["card"];
  language: Language;
}) {
  return (
    <>
      <ReceivedMessages messages={card.messages} timeZone={card.timeZone} t={t} language={language} />
      <RecentVisits
        visits={card.recentVisits}
        timeZone={card.timeZone}
        words={pointWords(card, t)}
        t={t}
        language={language}
      />
      <ShopDetails
        address={card.address}
        openingHours={card.openingHours}
        privacyUrl={card.privacyUrl}
        t={t.shop}
      />
    </>
  );
}
