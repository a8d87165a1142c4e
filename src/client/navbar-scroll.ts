/** Hides the fixed navbar while the reader scrolls down, when the site asks (`data-hide-on-scroll`); shows it on scroll up, at the top and on anchor jumps. */
export function hideNavbarOnScroll(doc: Document): void {
  const navbar = doc.getElementById('navbar');
  if (!navbar?.hasAttribute('data-hide-on-scroll')) return;
  const win = doc.defaultView ?? window;
  let lastY = win.scrollY;
  let jumpingToAnchor = false;
  win.addEventListener('hashchange', () => {
    jumpingToAnchor = true;
    navbar.classList.remove('navbar-hidden');
  });
  win.addEventListener(
    'scroll',
    () => {
      const y = win.scrollY;
      if (jumpingToAnchor) jumpingToAnchor = false;
      else if (y < navbar.offsetHeight || y < lastY) navbar.classList.remove('navbar-hidden');
      else if (y > lastY && !navbar.querySelector('details.navbar-mobile[open]')) navbar.classList.add('navbar-hidden');
      lastY = y;
    },
    { passive: true },
  );
}
