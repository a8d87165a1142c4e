/** How far down, in pixels, the reader must be before the button shows (Docusaurus's threshold). */
const SHOWN_BELOW = 300;

/**
 * Docusaurus's "scroll back to top" button of a long page: shown while the reader scrolls back up
 * from far down, hidden while they read on; it brings them to the top.
 */
export function setUpBackToTop(win: Window): void {
  const button = win.document.querySelector<HTMLButtonElement>('.back-to-top');
  if (!button) return;
  let last = win.scrollY;
  win.addEventListener(
    'scroll',
    () => {
      const now = win.scrollY;
      button.hidden = !(now > SHOWN_BELOW && now < last);
      last = now;
    },
    { passive: true },
  );
  button.addEventListener('click', () => win.scrollTo({ top: 0, behavior: win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }));
}
