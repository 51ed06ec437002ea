import Link from "next/link";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { formatDate, formatMoney, formatStatus } from "@/components/i18n/format";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Language } from "@/lib/i18n/language";
import type { GiftCardDto } from "@/lib/schemas/giftcard";

/**
 * The program's cards: the number (a link to the card's page) and the balance come first, so a phone shows both
 * without scrolling; the rest scrolls sideways inside its frame rather than widening the page.
 */
export function CardTable({
  cards,
  caption,
  messages,
  language,
}: {
  cards: GiftCardDto[];
  caption: string;
  messages: GiftCardMessages;
  language: Language;
}) {
  const { columns } = messages.giftcards;
  const orNone = (value: string | null) => value ?? messages.giftcards.none;
  return (
    <ScrollRegion label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.balance}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.customer}</th>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.issued}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} data-card-id={card.id}>
              <th scope="row">
                <Link
                  href={`/giftcards/${card.programId}/cards/${card.id}`}
                  aria-label={messages.giftcards.open(card.lastFourDigits)}
                >
                  <code>•••• {card.lastFourDigits}</code>
                </Link>
              </th>
              <td>{formatMoney(card.balance, card.currency, language)}</td>
              <td>{formatStatus("giftCardStatuses", card.status, language)}</td>
              <td>{card.erasedAt ? <em>{messages.giftcards.erased}</em> : orNone(card.customerEmail)}</td>
              <td>{orNone(card.customerName)}</td>
              <td>
                <time dateTime={card.createdAt}>{formatDate(card.createdAt, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
