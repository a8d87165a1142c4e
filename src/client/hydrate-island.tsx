import { Component, type ComponentType, Fragment, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Translator } from '../model/i18n/translator.ts';
import { TextContext } from '../islands/parts/text-context.ts';

interface BoundaryState {
  error: Error | undefined;
  /** Bumped by "Tentar novamente" so the island mounts afresh. */
  attempt: number;
}

/** Catches a render error inside one island: the rest of the page keeps working. */
class IslandBoundary extends Component<{ text: Translator; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error, attempt } = this.state;
    const { text } = this.props;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const causes = causesOf(error);
    return (
      <div className="island-error" role="alert">
        <p className="island-error-title">{text.t('theme.ErrorPageContent.title')}</p>
        <p className="island-error-message">{error.message}</p>
        {causes.length > 0 ? (
          <>
            <p>{text.t('site.ErrorPageContent.causes')}</p>
            <ul>
              {causes.map((cause, index) => (
                <li key={index}>{cause}</li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" onClick={() => this.setState({ error: undefined, attempt: attempt + 1 })}>
          {text.t('theme.ErrorPageContent.tryAgain')}
        </button>
      </div>
    );
  }
}

function causesOf(error: Error): string[] {
  const causes: string[] = [];
  for (let cause = error.cause; cause !== undefined && causes.length < 10; cause = cause instanceof Error ? cause.cause : undefined) {
    causes.push(cause instanceof Error ? cause.message : String(cause));
  }
  return causes;
}

/** Marks the island's container once React has taken it over (styles and tests can tell). */
function MarkHydrated({ container }: { container: Element }) {
  useEffect(() => container.setAttribute('data-hydrated', ''), [container]);
  return null;
}

export function hydrateIsland(container: Element, Island: ComponentType<never>, props: unknown, text: Translator): void {
  const Any = Island as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    container,
    <TextContext.Provider value={text}>
      <IslandBoundary text={text}>
        <Any {...(props as Record<string, unknown>)} />
        <MarkHydrated container={container} />
      </IslandBoundary>
    </TextContext.Provider>,
    {
      onRecoverableError: (error) => console.error('Erro recuperável ao hidratar a ilha:', error),
    },
  );
}
