import { COPY_FEEDBACK_MS, copyText } from './clipboard.ts';

/** Shows the copy buttons the server rendered hidden, and copies each one's `data-copy` on click. */
export function setUpCopyButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const label = button.textContent ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.hidden = false;
    button.addEventListener('click', async () => {
      const copied = await copyText(button.dataset.copy ?? '');
      button.textContent = (copied ? button.dataset.copied : button.dataset.failed) ?? label;
      clearTimeout(timer);
      timer = setTimeout(() => (button.textContent = label), COPY_FEEDBACK_MS);
    });
  }
}
