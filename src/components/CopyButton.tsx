import { uiText } from '../model/ui-text.ts';

/**
 * A button that copies `text`. It is hidden in the HTML and shown by the boot script, which gives it
 * its behaviour: without JavaScript there is no dead button, and the text beside it stays selectable.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <button type="button" className="copy-button" data-copy={text} data-copied={uiText.copied} data-failed={uiText.copyFailed} aria-label={uiText.copyLabel(what)} hidden>
      {uiText.copy}
    </button>
  );
}
