import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeHtml } from '../tools/escape-html.ts';
import type { BundledLanguage, ThemeRegistration } from 'shiki';
import type { HighlightCode, HighlightedLine } from '../markdown/code-block.ts';
import type { CodeTheme, CodeThemes } from '../model/config.ts';

/** A dark and a light theme whose every colour reads on this site's code background (axe's 4.5:1). */
const THEMES: CodeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' };

/** A theme's name, as Shiki knows it once loaded. */
const themeName = (theme: CodeTheme): string => (typeof theme === 'string' ? theme : theme.name);

interface Miss {
  code: string;
  language: string;
}

/**
 * Syntax colours for code blocks, made at build time by Shiki: each token a span whose colours are
 * CSS variables (`--shiki-dark`, `--shiki-light`), so the page's colour mode picks them with no
 * JavaScript. Rendering is synchronous and Shiki is not, so a page asks `highlight`: a block
 * already coloured (in this process, or in the cache file by the hash of its language and code)
 * gets its lines; another is noted, and `colourMissing` makes them all with the languages they
 * need, for the pages to be rendered again. A build whose blocks are all in the cache never loads Shiki.
 */
export class CodeColours {
  private readonly colours: Map<string, HighlightedLine[] | null>;
  private readonly misses = new Map<string, Miss>();
  /** The blocks this process asked for: what the cache file keeps when it holds many others. */
  private readonly used = new Set<string>();
  /** The only languages coloured, when the themes say. */
  private readonly languages: ReadonlySet<string> | undefined;

  /**
   * `projectDir` holds Shiki in its node_modules and the cache beside the other tools' caches;
   * `cacheFile`: where the colours are kept (`null`: nowhere), by default one file per site
   * (`siteDir`), so that a build reads only its own site's colours.
   */
  constructor(
    private readonly projectDir: string,
    private readonly cacheFile: string | null = defaultCacheFile(projectDir, projectDir),
    private readonly themes: CodeThemes = THEMES,
  ) {
    this.colours = new Map(cacheFile ? readCache(cacheFile) : []);
    this.languages = themes.languages && new Set(themes.languages);
  }

  readonly highlight: HighlightCode = (code, language) => {
    // A language the site's own highlighter would not know (a Docusaurus 3 project's Prism) stays plain, as there.
    if (this.languages && !this.languages.has(language.toLowerCase())) return undefined;
    const key = keyOf(code, language, this.themes);
    this.used.add(key);
    const lines = this.colours.get(key);
    if (lines === undefined) this.misses.set(key, { code, language });
    return lines ?? undefined;
  };

  get missing(): boolean {
    return this.misses.size > 0;
  }

  /** Colours every block asked for and not found; a language Shiki lacks stays plain (and is remembered so). */
  async colourMissing(): Promise<void> {
    if (this.misses.size === 0) return;
    const { highlighter, languageOf } = await loadShiki(this.projectDir, [...new Set([...this.misses.values()].map((miss) => miss.language))], this.themes);
    for (const [key, { code, language }] of this.misses) {
      const id = languageOf(language);
      this.colours.set(key, id ? tokenLines(highlighter.codeToTokens(code, { lang: id as BundledLanguage, themes: { light: themeName(this.themes.light), dark: themeName(this.themes.dark) }, defaultColor: false }).tokens) : null);
    }
    this.misses.clear();
    if (!this.cacheFile) return;
    // Blocks since edited or deleted go once they outnumber those in use: the file stays the size of the site.
    const kept = this.colours.size > 2 * this.used.size ? new Map([...this.colours].filter(([key]) => this.used.has(key))) : this.colours;
    writeCache(this.cacheFile, kept);
  }
}

/**
 * Where builds of the site in `siteDir` keep colours between runs: beside the other tools' caches,
 * keyed by Shiki's version and the site (one file for every site built made each build read all
 * their colours: 17 MB, 140 ms, after a few real projects).
 */
export function defaultCacheFile(projectDir: string, siteDir: string): string | null {
  try {
    const { version } = createRequire(path.join(projectDir, 'package.json'))('shiki/package.json') as { version: string };
    const site = createHash('sha256').update(path.resolve(siteDir)).digest('base64url').slice(0, 12);
    return path.join(projectDir, 'node_modules', '.cache', 'jabuticraft', `code-colours-shiki-${version}-${site}.json`);
  } catch {
    return null;
  }
}

function keyOf(code: string, language: string, themes: CodeThemes): string {
  return createHash('sha1').update(`${themeName(themes.light)}\0${themeName(themes.dark)}\0${language}\0${code}`).digest('base64url');
}

type ShikiToken = { content: string; htmlStyle?: Record<string, string> };

function tokenLines(lines: ShikiToken[][]): HighlightedLine[] {
  return lines.map((tokens) =>
    tokens
      .map(({ content, htmlStyle }) => {
        const style = Object.entries(htmlStyle ?? {})
          .map(([property, value]) => `${property}:${value}`)
          .join(';');
        return style ? `<span style="${escapeHtml(style)}">${escapeHtml(content)}</span>` : escapeHtml(content);
      })
      .join(''),
  );
}

/** Prism's names (a Docusaurus project's `additionalLanguages`, its fences) that Shiki knows by another: Gradle scripts are Groovy; Flow, which Shiki lacks, is JavaScript with type annotations, which TypeScript's grammar reads. */
const PRISM_NAMES: Readonly<Record<string, string>> = { gradle: 'groovy', flow: 'typescript', objectivec: 'objective-c', batch: 'bat', 'shell-session': 'shellsession', 'visual-basic': 'vb', 'dns-zone-file': 'dns', sol: 'solidity', gettext: 'po' };

/** Shiki with the two themes and the bundled languages among `wanted` (by name or alias). */
async function loadShiki(projectDir: string, wanted: readonly string[], themes: CodeThemes) {
  // Required, not imported: `npm run build` runs one CommonJS bundle (Shiki stays outside it), from a
  // V8 code cache that gives `import()` no loader; Node 20 requires an ES module like Shiki.
  const { createHighlighter, bundledLanguages, bundledLanguagesAlias } = createRequire(path.join(projectDir, 'package.json'))('shiki') as typeof import('shiki');
  const aliases = bundledLanguagesAlias as Record<string, unknown>;
  const known = (name: string): boolean => Object.hasOwn(bundledLanguages, name) || Object.hasOwn(aliases, name);
  // A dialect a project defines in its own Prism setup as an extension of a language (QuestDB's
  // `questdb-sql`, `Prism.languages.extend('sql', …)`) is coloured as that language.
  const languageOf = (name: string): string | undefined => {
    const lower = PRISM_NAMES[name.toLowerCase()] ?? name.toLowerCase();
    if (known(lower)) return lower;
    const base = /-([a-z0-9]+)$/.exec(lower)?.[1];
    return base !== undefined && known(base) ? base : undefined;
  };
  const langs = wanted.flatMap((name) => languageOf(name) ?? []);
  const highlighter = await createHighlighter({ themes: [...new Map([themes.light, themes.dark].map((theme) => [themeName(theme), theme as string | ThemeRegistration])).values()], langs });
  return { highlighter, languageOf };
}

function readCache(file: string): [string, HighlightedLine[] | null][] {
  try {
    const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(entries) ? (entries as [string, HighlightedLine[] | null][]) : [];
  } catch {
    // No cache yet, or one cut short by a build that was stopped: colours are made again.
    return [];
  }
}

/** Written whole and renamed into place, so a build reading it at the same time sees the old or the new file. */
function writeCache(file: string, colours: ReadonlyMap<string, HighlightedLine[] | null>): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...colours]));
    renameSync(temporary, file);
  } catch {
    // A read-only project still builds; it only colours again next time.
  }
}
