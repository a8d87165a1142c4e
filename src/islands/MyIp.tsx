import { useCallback, useEffect, useRef, useState } from 'react';
import { type IpLookup, lookUpPublicIp } from '../client/public-ip.ts';
import { jabuticraftText } from '../model/jabuticraft-text.ts';
import { CopyTextButton } from './parts/CopyTextButton.tsx';

interface Props {
  /** The public service that answers with the caller's address (`tools.ipEndpoint` in the site configuration). */
  endpoint: string;
  timeoutMs: number;
}

type View = { kind: 'waiting' } | { kind: 'loading' } | IpLookup;

const t = jabuticraftText.myIp;


/**
 * Shows the visitor's public IP address. The server renders the waiting state (and a hint for
 * browsers without JavaScript); in the browser the lookup starts at once, and a failure or a time-out
 * says what happened and offers to try again.
 */
export default function MyIp({ endpoint, timeoutMs }: Props) {
  const [view, setView] = useState<View>({ kind: 'waiting' });
  // Only the latest lookup may change the view: a retry makes any earlier answer stale.
  const latest = useRef(0);
  const lookUp = useCallback(async () => {
    const request = ++latest.current;
    setView({ kind: 'loading' });
    const result = await lookUpPublicIp(endpoint, timeoutMs);
    if (request === latest.current) setView(result);
  }, [endpoint, timeoutMs]);

  useEffect(() => {
    void lookUp();
    return () => {
      latest.current++;
    };
  }, [lookUp]);

  return (
    <section className="tool my-ip" aria-labelledby="meu-ip-titulo" data-state={view.kind}>
      <h2 id="meu-ip-titulo" className="tool-heading">
        {t.title}
      </h2>
      <div className="my-ip-result" aria-live="polite">
        <Result view={view} timeoutMs={timeoutMs} retry={() => void lookUp()} />
      </div>
    </section>
  );
}

function Result({ view, timeoutMs, retry }: { view: View; timeoutMs: number; retry: () => void }) {
  switch (view.kind) {
    case 'waiting':
      return (
        <>
          <p className="tool-note">{t.waiting}</p>
          <noscript>
            <p className="tool-note">{t.noScript}</p>
          </noscript>
        </>
      );
    case 'loading':
      return <p className="tool-note my-ip-loading">{t.loading}</p>;
    case 'found':
      return (
        <>
          <p className="my-ip-line">
            <code className="my-ip-address">{view.ip}</code>
            <span className="my-ip-version">{t.version(view.version)}</span>
          </p>
          <div className="tool-actions">
            <CopyTextButton text={view.ip} what={t.copyWhat} className="button button-primary" />
            <button type="button" className="button" onClick={retry}>
              {t.refresh}
            </button>
          </div>
        </>
      );
    case 'failed':
    case 'timeout':
      return (
        <div className="tool-problem">
          <p>{view.kind === 'failed' ? t.failed : t.timedOut(Math.round(timeoutMs / 1000))}</p>
          <button type="button" className="button" onClick={retry}>
            {t.retry}
          </button>
        </div>
      );
  }
}
