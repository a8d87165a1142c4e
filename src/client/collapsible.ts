import { sidebarItems } from './sidebar-items.ts';

const running = new WeakMap<HTMLDetailsElement, Animation>();

/** Taller content takes longer, but less than proportionally: a long category does not crawl. */
export function collapseDuration(heightPx: number): number {
  return Math.round(Math.min(600, 120 + 22 * Math.sqrt(Math.max(0, heightPx) / 10)));
}

/**
 * Sidebar categories (and the mobile menu's dropdowns) open and close with an ease-in-out height
 * animation whose duration follows the content's height. A click on a category's own link still
 * navigates; the rest of its row toggles it. Without JavaScript, or with reduced motion, the
 * `<details>` element toggles at once. A category the page shows closed comes without its items
 * (`data-key`): they are fetched from the sidebar's items file (once per page) as it opens.
 */
export function animateCollapsibles(doc: Document): void {
  const win = doc.defaultView ?? window;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const summary = target.closest('.sidebar summary, .navbar-sidebar summary.menu-link');
    if (!summary || target.closest('a')) return;
    const details = summary.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    const body = details.querySelector<HTMLElement>(':scope > ul');
    const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!body && details.dataset.key !== undefined) {
      event.preventDefault();
      void fillItems(details).then((filled) => {
        if (!filled) return;
        if (reducedMotion) details.open = !details.open;
        else toggle(details, filled);
      });
      return;
    }
    if (!body || reducedMotion) return;
    event.preventDefault();
    toggle(details, body);
  });
  // Docusaurus's `autoCollapseCategories`: a category opened closes its open siblings.
  const autoCollapse = doc.querySelector('[data-auto-collapse]') !== null;
  // Opened some other way (a script, the browser's find): the items come all the same.
  doc.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      if (details.dataset.key !== undefined && !details.querySelector(':scope > ul')) void fillItems(details);
      if (autoCollapse && details.closest('.sidebar') && details.dataset.closing !== 'true') closeSiblings(details, win.matchMedia('(prefers-reduced-motion: reduce)').matches);
    },
    true,
  );
}

function closeSiblings(details: HTMLDetailsElement, reducedMotion: boolean): void {
  const list = details.closest('li')?.parentElement;
  if (!list) return;
  for (const sibling of list.querySelectorAll<HTMLDetailsElement>(':scope > li > details[open]')) {
    if (sibling === details || sibling.dataset.closing === 'true') continue;
    const body = sibling.querySelector<HTMLElement>(':scope > ul');
    if (body && !reducedMotion) toggle(sibling, body);
    else sibling.open = false;
  }
}

/** Puts a closed category's items in, from its sidebar's items file; the list, or undefined when it could not be fetched. */
async function fillItems(details: HTMLDetailsElement): Promise<HTMLElement | undefined> {
  const key = details.dataset.key;
  if (key === undefined) return undefined;
  const html = (await sidebarItems(details))?.[key];
  if (html === undefined) {
    // The category's own page lists its items: go there instead.
    const link = details.parentElement?.querySelector<HTMLAnchorElement>(':scope > a, :scope > .menu__list-item-collapsible > a');
    if (link) location.assign(link.href);
    return undefined;
  }
  const existing = details.querySelector<HTMLElement>(':scope > ul');
  if (existing) return existing;
  const list = details.ownerDocument.createElement('ul');
  list.innerHTML = html;
  details.append(list);
  return list;
}

function toggle(details: HTMLDetailsElement, body: HTMLElement): void {
  const opening = !details.open || details.dataset.closing === 'true';
  running.get(details)?.cancel();
  details.open = true;
  const height = body.scrollHeight;
  const from = opening ? 0 : body.getBoundingClientRect().height;
  details.dataset.closing = String(!opening);
  body.style.overflow = 'hidden';
  const animation = body.animate([{ height: `${from}px` }, { height: `${opening ? height : 0}px` }], {
    duration: collapseDuration(height),
    easing: 'ease-in-out',
  });
  running.set(details, animation);
  animation.onfinish = () => {
    body.style.overflow = '';
    delete details.dataset.closing;
    if (!opening) details.open = false;
    running.delete(details);
  };
}
