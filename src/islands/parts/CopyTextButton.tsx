import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS, copyText } from '../../client/clipboard.ts';
import { useHydrated } from './use-hydrated.ts';
import { useText } from './text-context.ts';

type Feedback = { copied: boolean; at: number } | undefined;

/** The copy button inside an island: the same words as the page's other copy buttons; absent until it works. */
export function CopyTextButton({ text, what, className = 'copy-button' }: { text: string; what: string; className?: string }) {
  const hydrated = useHydrated();
  const t = useText();
  const [feedback, setFeedback] = useState<Feedback>(undefined);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(undefined), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);
  if (!hydrated) return null;
  const copy = async () => setFeedback({ copied: await copyText(text), at: Date.now() });
  return (
    <button type="button" className={className} aria-label={t.t('site.copyButton.ariaLabel', { what })} onClick={() => void copy()}>
      {t.t(feedback ? (feedback.copied ? 'theme.CodeBlock.copied' : 'site.CodeBlock.copyFailed') : 'theme.CodeBlock.copy')}
    </button>
  );
}
