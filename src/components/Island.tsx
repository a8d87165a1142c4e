import { islandComponents, type IslandProps } from '../islands/registry.ts';
import type { IslandName } from '../model/islands.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { TextContext } from '../islands/parts/text-context.ts';

/** When the browser hydrates an island: at once, when idle, when scrolled into view, or on first hover/focus/touch. */
export type HydrationMoment = 'load' | 'idle' | 'visible' | 'interaction';

interface IslandMarkerProps<N extends IslandName> {
  name: N;
  /** The site's texts, which the island reads with `useText()`. */
  text: Translator;
  when: HydrationMoment;
  props: IslandProps<N>;
}

/**
 * Renders an island's HTML inside a marker the boot script finds. The props travel as JSON in an
 * attribute: React escapes attribute values (`"`, `&`, `<`, `>`), so no content can close the
 * attribute or the element, and `JSON.parse` gives the exact props back.
 */
export function Island<N extends IslandName>({ name, text, when, props }: IslandMarkerProps<N>) {
  const Component = islandComponents[name] as (props: IslandProps<N>) => React.ReactNode;
  return (
    <div className="island" data-island={name} data-when={when} data-props={JSON.stringify(props)}>
      <TextContext.Provider value={text}>
        <Component {...props} />
      </TextContext.Provider>
    </div>
  );
}
