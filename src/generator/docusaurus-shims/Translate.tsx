import { createElement, Fragment, type ReactNode } from 'react';
import { shimSite } from './site.ts';

type Values = Record<string, ReactNode>;

/** `@docusaurus/Translate`: the message of the site's translations for this id, else the text it holds, with `{values}` in place. */
export default function Translate({ id, values, children }: { id?: string; description?: string; values?: Values; children?: ReactNode }) {
  if (typeof children !== 'string' && children !== undefined) return <>{children}</>;
  return createElement(Fragment, null, ...interpolate(messageOf(id, children), values));
}

/** `translate({ id, message }, values)`: the same, as text. */
export function translate({ id, message }: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(messageOf(id, message), values).join('');
}

/** As Docusaurus's: the translation of the id, else the message written, else the id itself. */
function messageOf(id: string | undefined, message: string | undefined): string {
  const translations = shimSite().translations ?? {};
  const key = id ?? message ?? '';
  return Object.hasOwn(translations, key) ? translations[key]! : (message ?? key);
}

/** `{name}` replaced by `values.name` (which may be an element, as Docusaurus allows); an unknown name stays as written. */
function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
  });
}
