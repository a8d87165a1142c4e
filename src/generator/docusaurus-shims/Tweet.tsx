/**
 * `react-tweet`'s `Tweet`: the post's address, as a link in a quote (the card itself is fetched from
 * X by the browser, which the page does not do).
 */
export function Tweet({ id }: { id: string }) {
  const href = `https://x.com/i/status/${encodeURIComponent(String(id))}`;
  return (
    <blockquote className="tweet">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {href}
      </a>
    </blockquote>
  );
}
