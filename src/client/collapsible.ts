const running = new WeakMap<HTMLDetailsElement, Animation>();

/** Taller content takes longer, but less than proportionally: a long category does not crawl. */
export function collapseDuration(heightPx: number): number {
  return Math.round(Math.min(600, 120 + 22 * Math.sqrt(Math.max(0, heightPx) / 10)));
}

/**
 * Sidebar categories (and the mobile menu's dropdowns) open and close with an ease-in-out height
 * animation whose duration follows the content's height. A click on a category's own link still
 * navigates; the rest of its row toggles it. Without JavaScript, or with reduced motion, the
 * `<details>` element toggles at once.
 */
export function animateCollapsibles(doc: Document): void {
  const win = doc.defaultView ?? window;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const summary = target.closest('.sidebar summary, .navbar-sidebar summary.menu-link');
    if (!summary || target.closest('a') || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const details = summary.parentElement;
    const body = details?.querySelector<HTMLElement>(':scope > ul');
    if (!(details instanceof HTMLDetailsElement) || !body) return;
    event.preventDefault();
    toggle(details, body);
  });
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
