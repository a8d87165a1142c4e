import { COPY_FEEDBACK_MS, copyText } from './clipboard.ts';

/**
 * Shows the copy buttons the server rendered hidden, and copies on click each one's `data-copy`,
 * or for a code block's button, the code beside it.
 */
export function setUpCopyButtons(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button.copy-button')) {
    const text = () => button.dataset.copy ?? button.parentElement?.querySelector('code')?.textContent?.trimEnd() ?? '';
    const label = button.textContent ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.hidden = false;
    button.addEventListener('click', async () => {
      const copied = await copyText(text());
      button.textContent = (copied ? button.dataset.copied : button.dataset.failed) ?? label;
      clearTimeout(timer);
      timer = setTimeout(() => (button.textContent = label), COPY_FEEDBACK_MS);
    });
  }
}
