/** A grid of short titled observations ("what the numbers say"), each an H3 card. */
export function Readings({ items }: { items: { title: string; body: string }[] }) {
  return (
    <div className="grid">
      {items.map((item) => (
        <div className="card" key={item.title}>
          <h3>{item.title}</h3>
          <p className="muted">{item.body}</p>
        </div>
      ))}
    </div>
  );
}
