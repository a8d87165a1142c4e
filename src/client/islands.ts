import type { ComponentType } from 'react';
import type { IslandName } from '../model/islands.ts';
import type { SiteSettings } from './site-settings.ts';
import { whenIdle } from './when-idle.ts';
import type { Translator } from '../model/i18n/translator.ts';

type Moment = 'load' | 'idle' | 'visible' | 'interaction';
type Chunks = SiteSettings['chunks'];
const INTERACTIONS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Finds the islands the server marked and hydrates each at its moment. React and each island's
 * code are separate chunks, fetched only when a page has an island that needs them.
 */
export function hydrateIslands(doc: Document, chunks: Chunks, text: Translator): void {
  for (const marker of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    whenDue(marker, (marker.dataset.when ?? 'load') as Moment, () => void mount(marker, chunks, text, 0));
  }
}

function whenDue(marker: HTMLElement, moment: Moment, run: () => void): void {
  const win = marker.ownerDocument.defaultView ?? window;
  switch (moment) {
    case 'load':
      return run();
    case 'idle':
      return whenIdle(win, run, 2000);
    case 'visible': {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      });
      // The marker is `display: contents` and has no box of its own to intersect: its children do.
      const targets = marker.children.length > 0 ? [...marker.children] : [marker];
      for (const target of targets) observer.observe(target);
      return;
    }
    case 'interaction': {
      const once = () => {
        for (const type of INTERACTIONS) marker.removeEventListener(type, once);
        run();
      };
      for (const type of INTERACTIONS) marker.addEventListener(type, once, { passive: true });
    }
  }
}

/** A retry asks for the chunk under a new URL: the browser keeps a failed import's result for the old one. */
function chunkUrl(url: string, attempt: number): string {
  return attempt === 0 ? url : `${url}?tentativa=${attempt}`;
}

async function mount(marker: HTMLElement, chunks: Chunks, text: Translator, attempt: number): Promise<void> {
  const name = marker.dataset.island as IslandName;
  try {
    const [{ hydrateIsland }, island] = await Promise.all([
      import(chunkUrl(chunks.hydrate, attempt)) as Promise<typeof import('./hydrate-island.tsx')>,
      import(chunkUrl(chunks.islands[name], attempt)) as Promise<{ default: ComponentType<never> }>,
    ]);
    hydrateIsland(marker, island.default, JSON.parse(marker.dataset.props ?? '{}'), text);
  } catch (error) {
    console.error(`Não foi possível carregar a ilha ${name}:`, error);
    showChunkError(marker, text, () => void mount(marker, chunks, text, attempt + 1));
  }
}

/** The island's server HTML stays in place; a notice beside it offers to load the code again. */
function showChunkError(marker: HTMLElement, text: Translator, retry: () => void): void {
  const doc = marker.ownerDocument;
  const notice = doc.createElement('div');
  notice.className = 'island-chunk-error';
  notice.setAttribute('role', 'alert');
  const message = doc.createElement('span');
  message.textContent = text.t('site.island.chunkFailed');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = text.t('site.island.retry');
  button.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  notice.append(message, ' ', button);
  marker.after(notice);
}
