import { useEffect, useState } from 'react';
import type { SearchContextSettings } from '../model/search-settings.ts';
import { contextIndex } from '../client/search-data.ts';
import type { SearchResult } from '../search/execute.ts';
import type { ExcerptSegment } from '../search/excerpt.ts';

/** Up to 50 characters around the match, the matched words marked; the text arrives after the result. */
export function Excerpt({ context, result }: { context: SearchContextSettings; result: SearchResult }) {
  const [segments, setSegments] = useState<ExcerptSegment[]>([]);
  useEffect(() => {
    let current = true;
    contextIndex(context).excerpt(result).then(
      (excerpt) => current && setSegments(excerpt),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [context, result.document, result.terms.join(' ')]);
  if (segments.length === 0) return null;
  return (
    <span className="search-hit-excerpt">
      {segments.map((segment, index) => (segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </span>
  );
}
