/**
 * The navbar's dropdowns: open on hover or Enter (Space and ↓ too), close on a click or touch
 * outside, on Escape and when focus leaves; ↑/↓, Home and End move between items. The trigger's
 * `aria-expanded` follows what is shown.
 */
export function setUpDropdowns(doc: Document): void {
  for (const dropdown of doc.querySelectorAll<HTMLElement>('.navbar .dropdown')) setUpDropdown(dropdown);
}

function setUpDropdown(dropdown: HTMLElement): void {
  const doc = dropdown.ownerDocument;
  const trigger = dropdown.querySelector<HTMLElement>(':scope > .navbar-link');
  if (!trigger) return;
  const items = () => [...dropdown.querySelectorAll<HTMLElement>('.dropdown-menu a')];
  const setOpen = (open: boolean) => {
    dropdown.classList.toggle('dropdown-open', open);
    trigger.setAttribute('aria-expanded', String(open));
  };
  const isOpen = () => dropdown.classList.contains('dropdown-open');

  if (trigger instanceof HTMLButtonElement) trigger.addEventListener('click', () => setOpen(!isOpen()));
  // Hover shows the menu only for a pointer that hovers (see the stylesheet); a touch's emulated mouse events must not say it is open.
  dropdown.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') trigger.setAttribute('aria-expanded', 'true');
  });
  dropdown.addEventListener('pointerleave', () => trigger.setAttribute('aria-expanded', String(isOpen())));
  trigger.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      const open = event.key === 'ArrowDown' || !isOpen();
      setOpen(open);
      if (open && event.key === 'ArrowDown') items()[0]?.focus();
    } else if (event.key === 'Escape') setOpen(false);
  });
  dropdown.querySelector('.dropdown-menu')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const list = items();
    const index = list.indexOf(doc.activeElement as HTMLElement);
    const target =
      key === 'ArrowDown' ? list[(index + 1) % list.length]
      : key === 'ArrowUp' ? list[(index - 1 + list.length) % list.length]
      : key === 'Home' ? list[0]
      : key === 'End' ? list.at(-1)
      : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (key === 'Escape') {
      setOpen(false);
      trigger.focus();
    }
  });
  dropdown.addEventListener('focusout', (event) => {
    if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  const closeOutside = (event: Event) => {
    if (isOpen() && !dropdown.contains(event.target as Node)) setOpen(false);
  };
  doc.addEventListener('click', closeOutside);
  doc.addEventListener('touchstart', closeOutside, { passive: true });
}
