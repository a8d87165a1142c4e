import type { HeadTag } from '../model/config.ts';
import path from 'node:path';
import { array, nameAndOptions, object, type Options, text } from './docusaurus-values.ts';

/**
 * What a Docusaurus configuration adds to every page's `<head>`: its `headTags` as given, then a
 * `<script>` per entry of `scripts` and a stylesheet `<link>` per entry of `stylesheets` (a URL, or
 * an object of `src`/`href` and more attributes), each address written as given, as Docusaurus writes it;
 * then the `pwaHead` tags of `@docusaurus/plugin-pwa` (a manifest, a theme colour), as that plugin writes them.
 */
export function headTagsOf(config: Options): HeadTag[] {
  return [...tagObjects(config.headTags), ...addressed(config.scripts, 'src', 'script', {}), ...addressed(config.stylesheets, 'href', 'link', { rel: 'stylesheet' }), ...pwaHeadTags(config)];
}

/** Tags written as Docusaurus's `{ tagName, attributes, innerHTML }` (the configuration's `headTags`, a plugin's `injectHtmlTags`): one, or a list; others left out. */
export function tagObjects(values: unknown): HeadTag[] {
  return (Array.isArray(values) ? values : [values]).flatMap((value): HeadTag[] => {
    const tag = object(value);
    const tagName = text(tag.tagName);
    if (!tagName || !/^[a-z][a-z0-9-]*$/i.test(tagName)) return [];
    return [{ tagName, attributes: attributesOf(object(tag.attributes)), ...(typeof tag.innerHTML === 'string' && { innerHTML: tag.innerHTML }) }];
  });
}

/**
 * The tags of plugin-pwa's `pwaHead`, each `{ tagName, ...attributes }`: an `href` or `content` that
 * names a file (`/manifest.json`, `img/icon.png`) gets the base URL in front unless it has it, as the plugin does.
 */
function pwaHeadTags(config: Options): HeadTag[] {
  const baseUrl = text(config.baseUrl) ?? '/';
  const pwa = array(config.plugins).map(nameAndOptions).find(([name]) => /(?:^|\/)plugin-pwa$/.test(name));
  return array(object(pwa?.[1]).pwaHead).flatMap((value): HeadTag[] => {
    const { tagName, ...rest } = object(value);
    if (typeof tagName !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(tagName)) return [];
    const attributes = attributesOf(rest);
    for (const name of ['href', 'content']) {
      const address = attributes[name];
      if (typeof address === 'string' && path.posix.extname(address) && !/^[a-z][a-z\d+.-]*:/i.test(address) && !address.startsWith(baseUrl)) attributes[name] = `${baseUrl}${address.replace(/^\/+/, '')}`;
    }
    return [{ tagName, attributes }];
  });
}

/** A tag per entry of `scripts` or `stylesheets`: its address (`key`) alone, or an object of it and more attributes; an entry without an address is left out. */
function addressed(entries: unknown, key: 'src' | 'href', tagName: string, fixed: Record<string, string>): HeadTag[] {
  return array(entries).flatMap((value): HeadTag[] => {
    const attributes = typeof value === 'string' ? { [key]: value } : attributesOf(object(value));
    return typeof attributes[key] === 'string' ? [{ tagName, attributes: { ...fixed, ...attributes } }] : [];
  });
}

/** Attributes with a text or number value, or `true` (written bare); `false` and the rest left out. */
function attributesOf(options: Options): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(options)) {
    if (!/^[a-z][a-z0-9:_.-]*$/i.test(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') attributes[name] = String(value);
    else if (value === true) attributes[name] = true;
  }
  return attributes;
}
