/** A card's key figures as label → amount pairs. */
export function CardFigures({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className="chat-figures">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="amount">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
