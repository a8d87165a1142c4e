import type { MessageId } from './messages-en.ts';
import { formatPortugueseDate } from './portuguese-date.ts';
import { DIGEST_PARTS, type Digestible } from '../digest-parts.ts';

export type Messages = Readonly<Partial<Record<MessageId, string>>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** What the browser needs to say the page's texts: its language and only the messages its code uses. */
export interface TextSettings {
  lang: string;
  messages: Messages;
}

/** The order Docusaurus gives a plural message's forms (`"One post|{count} posts"`), of the categories the language has. */
const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * CLDR counts 0 as singular in Brazilian Portuguese ("0 resultado"); the site has always said
 * "0 resultados", which is Portugal's rule (singular for 1 alone), and as common in Brazil.
 */
const pluralRulesLocale = (lang: string) => (isBrazilian(lang) ? 'pt-PT' : lang);

const isBrazilian = (lang: string) => lang.toLowerCase() === 'pt-br';

/** Says interface texts in one language: messages by id, `{name}` placeholders, plurals and dates. */
export class Translator implements Digestible {
  private pluralRules: Intl.PluralRules | undefined;
  private dateFormat: Intl.DateTimeFormat | undefined;
  private shortDateFormat: Intl.DateTimeFormat | undefined;
  private numericDateFormat: Intl.DateTimeFormat | undefined;

  constructor(
    private readonly messages: Messages,
    /** The page's `<html lang>`, for plurals and dates. */
    readonly lang: string,
  ) {}

  [DIGEST_PARTS](): unknown {
    return [this.messages, this.lang];
  }

  static fromSettings(settings: TextSettings): Translator {
    return new Translator(settings.messages, settings.lang);
  }

  /** The message, its `{name}` placeholders filled; a missing message shows its id, so it is noticed. */
  t(id: MessageId, values?: MessageValues): string {
    return fill(this.messages[id] ?? id, values);
  }

  /** A plural message's form for `count`, chosen as Docusaurus does; `{count}` is filled with it. */
  plural(id: MessageId, count: number, values?: MessageValues): string {
    return fill(this.pluralForm(count, this.messages[id] ?? id), { count, ...values });
  }

  /** The form of `message` (`"One post|{count} posts"`) that `count` takes in the page's language, as Docusaurus's `selectMessage` picks it. */
  pluralForm(count: number, message: string): string {
    const forms = message.split('|');
    if (forms.length < 2) return forms[0] ?? '';
    this.pluralRules ??= new Intl.PluralRules(pluralRulesLocale(this.lang));
    const categories = new Set(this.pluralRules.resolvedOptions().pluralCategories);
    const index = PLURAL_CATEGORIES.filter((category) => categories.has(category)).indexOf(this.pluralRules.select(count));
    return forms[index] ?? forms[forms.length - 1]!;
  }

  /** A date with its month abbreviated ("Jan 2, 2025"), as Docusaurus's "last updated" line writes it. */
  shortDate(date: Date): string {
    this.shortDateFormat ??= new Intl.DateTimeFormat(this.lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return this.shortDateFormat.format(date);
  }

  /** A date in numbers ("1/2/2025"), as Docusaurus 2's "last updated" line writes it (`toLocaleDateString()`). */
  numericDate(date: Date): string {
    this.numericDateFormat ??= new Intl.DateTimeFormat(this.lang, { timeZone: 'UTC' });
    return this.numericDateFormat.format(date);
  }

  /** A date as the locale writes it in full ("15 de janeiro de 2025", "January 15, 2025"), in UTC. */
  date(date: Date): string {
    if (isBrazilian(this.lang)) return formatPortugueseDate(date);
    this.dateFormat ??= new Intl.DateTimeFormat(this.lang, { dateStyle: 'long', timeZone: 'UTC' });
    return this.dateFormat.format(date);
  }

  /** The settings the browser rebuilds this translator from, with only `ids`. */
  settingsFor(ids: readonly MessageId[]): TextSettings {
    const messages: Partial<Record<MessageId, string>> = {};
    for (const id of ids) messages[id] = this.messages[id];
    return { lang: this.lang, messages };
  }
}

function fill(message: string, values: MessageValues | undefined): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
