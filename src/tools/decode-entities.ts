const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+);/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with HTML's character references read (`&lt;` → `<`, `&#39;` → `'`): numeric ones, and the named ones Markdown and our HTML use. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // A surrogate alone is no character: the browser reads its reference as U+FFFD, and so must every text made of it (a lone one does not come back from UTF-8).
    if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
