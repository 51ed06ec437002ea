import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { GiftCardDto } from "@/lib/schemas/giftcard";

const formatDate = (iso: string) => iso.slice(0, 10);

/** The program's cards; scrolls sideways inside its frame on a phone rather than widening the page. */
export function CardTable({
  cards,
  caption,
  messages,
}: {
  cards: GiftCardDto[];
  caption: string;
  messages: GiftCardMessages;
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
            <th scope="col">{columns.customer}</th>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.balance}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.issued}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} data-card-id={card.id}>
              <th scope="row">
                <code>•••• {card.lastFourDigits}</code>
                <br />
                <small className="muted">{card.id}</small>
              </th>
              <td>{card.erasedAt ? <em>{messages.giftcards.erased}</em> : orNone(card.customerEmail)}</td>
              <td>{orNone(card.customerName)}</td>
              <td>
                {card.balance} {card.currency}
              </td>
              <td>{card.status}</td>
              <td>
                <time dateTime={card.createdAt}>{formatDate(card.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
