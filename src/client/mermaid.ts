import type { Translator } from '../model/i18n/translator.ts';
import type { MermaidSettings } from '../model/mermaid-settings.ts';

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let loaded: Promise<Mermaid> | undefined;
let drawn = 0;

/**
 * ` ```mermaid ` blocks arrive as code (readable without JavaScript); each becomes a diagram when it
 * comes near the screen, with its code kept under a "Ver o código" toggle (not in a Docusaurus project's). Mermaid's script, served
 * by the site, loads once, on the first diagram seen, with the project's theme and options (`themeConfig.mermaid`) when it sets them.
 */
export function drawDiagramsWhenSeen(doc: Document, text: Translator, settings: MermaidSettings = { theme: { light: 'default', dark: 'dark' }, options: {} }): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void draw(entry.target as HTMLElement, text, settings);
      }
    },
    { rootMargin: '300px' },
  );
  for (const diagram of doc.querySelectorAll<HTMLElement>('.mermaid-diagram[data-mermaid]')) observer.observe(diagram);
}

async function draw(container: HTMLElement, text: Translator, settings: MermaidSettings): Promise<void> {
  const doc = container.ownerDocument;
  const source = container.querySelector('code')?.textContent ?? '';
  const codeBlock = container.querySelector('.code-block');
  try {
    const theme = doc.documentElement.dataset.theme === 'light' ? settings.theme.light : settings.theme.dark;
    const mermaid = await loadMermaid(container.dataset.mermaid!, { ...settings.options, theme });
    drawn += 1;
    const id = `diagrama-${drawn}`;
    // Drawn twice: Mermaid measures its labels with the styles it writes, which the site's policy
    // refuses as an element; the second time, they are in place as a constructed stylesheet.
    adoptStyles(doc, (await mermaid.render(id, source)).svg);
    const { svg } = await mermaid.render(id, source);
    const figure = doc.createElement('figure');
    figure.className = 'mermaid-figure';
    figure.append(svgWithoutStyleElements(doc, svg));
    if (settings.sourceToggle === false) container.replaceChildren(figure);
    else {
      const toggle = doc.createElement('details');
      const summary = doc.createElement('summary');
      summary.textContent = text.t('site.mermaid.showSource');
      toggle.append(summary);
      if (codeBlock) toggle.append(codeBlock);
      container.replaceChildren(figure, toggle);
    }
    container.dataset.drawn = '';
  } catch (error) {
    console.warn('Mermaid:', error);
    const note = doc.createElement('p');
    note.className = 'mermaid-failed';
    note.textContent = text.t('site.mermaid.failed');
    container.prepend(note);
  }
}

function loadMermaid(url: string, options: Record<string, unknown>): Promise<Mermaid> {
  loaded ??= (import(/* the site's own copy of Mermaid */ url) as Promise<{ default: Mermaid }>).then(({ default: mermaid }) => {
    mermaid.initialize({ ...options, startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  });
  return loaded;
}

/**
 * The diagram without its `<style>` elements, whose rules are adopted as a constructed
 * stylesheet: the site's Content-Security-Policy refuses style elements, not style sheets made by script.
 */
function svgWithoutStyleElements(doc: Document, svg: string): DocumentFragment {
  const template = parse(doc, svg);
  for (const style of template.content.querySelectorAll('style')) style.remove();
  return template.content;
}

const adopted = new Set<string>();

function adoptStyles(doc: Document, svg: string): void {
  const rules = [...parse(doc, svg).content.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  if (rules === '' || adopted.has(rules)) return;
  adopted.add(rules);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

function parse(doc: Document, svg: string): HTMLTemplateElement {
  const template = doc.createElement('template');
  template.innerHTML = svg;
  return template;
}
