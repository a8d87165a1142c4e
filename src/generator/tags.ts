import { slugify } from '../markdown/slug.ts';
import type { Tag } from '../model/content.ts';

/**
 * Front matter `tags` as Docusaurus reads them: texts, or `{ label, permalink }` objects; each
 * tag's page lies under `base` (`/blog/tags/`), at its permalink or its label made a slug.
 */
export function tagsOf(value: unknown, base: string): Tag[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const tags = list.flatMap((entry): Tag[] => {
    if (typeof entry === 'string' || typeof entry === 'number') return [{ label: String(entry), route: `${base}${slugify(String(entry)) || 'tag'}/` }];
    if (typeof entry === 'object' && entry !== null && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink } = entry as { label: string; permalink?: unknown };
      const slug = typeof permalink === 'string' ? permalink.replace(/^\/+|\/+$/g, '') : slugify(label);
      return [{ label, route: `${base}${slug || 'tag'}/` }];
    }
    return [];
  });
  return tags.filter((tag, index) => tags.findIndex((other) => other.route === tag.route) === index);
}

/** Each tag with what carries it, by label in pt-BR order. */
export function groupByTag<Item>(items: readonly Item[], tagsOfItem: (item: Item) => readonly Tag[]): { tag: Tag; items: Item[] }[] {
  const groups = new Map<string, { tag: Tag; items: Item[] }>();
  for (const item of items) {
    for (const tag of tagsOfItem(item)) {
      const group = groups.get(tag.route) ?? { tag, items: [] };
      group.items.push(item);
      groups.set(tag.route, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'pt-BR'));
}
