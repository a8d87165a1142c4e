import type { SiteContext } from './site-context.ts';

/**
 * A button that copies `text`. It is hidden in the HTML and shown by the boot script, which gives it
 * its behaviour: without JavaScript there is no dead button, and the text beside it stays selectable.
 */
export function CopyButton({ site, text, what }: { site: SiteContext; text: string; what: string }) {
  const t = site.text;
  return (
    <button type="button" className="copy-button" data-copy={text} data-copied={t.t('theme.CodeBlock.copied')} data-failed={t.t('site.CodeBlock.copyFailed')} aria-label={t.t('site.copyButton.ariaLabel', { what })} hidden>
      {t.t('theme.CodeBlock.copy')}
    </button>
  );
}
