const FEEDBACK_MS = 2000;

/** Shows the copy buttons the server rendered hidden, and copies each one's `data-copy` on click. */
export function setUpCopyButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const label = button.textContent ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.hidden = false;
    button.addEventListener('click', async () => {
      const copied = await navigator.clipboard?.writeText(button.dataset.copy ?? '').then(
        () => true,
        () => false,
      );
      button.textContent = (copied ? button.dataset.copied : button.dataset.failed) ?? label;
      clearTimeout(timer);
      timer = setTimeout(() => (button.textContent = label), FEEDBACK_MS);
    });
  }
}
