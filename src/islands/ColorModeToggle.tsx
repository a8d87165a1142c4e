import { useEffect, useState } from 'react';
import { applyChoice, type ColorModeChoice, followColorMode, nextChoice, saveChoice, shownChoice, storedChoice } from '../client/color-mode.ts';
import type { SiteSettings } from '../client/site-settings.ts';
import { useText } from './parts/text-context.ts';

/** `asProject`: Docusaurus's names too (its CSS modules' classes with our suffix), which a project's rules address (`button[class*='toggleButton']`). */
type Props = SiteSettings['colorMode'] & { asProject?: boolean };

/**
 * The colour mode switch. The server renders the default choice; after hydration the button shows
 * the stored one (the inline head script already painted the page in it, so nothing flashes).
 */
export default function ColorModeToggle(settings: Props) {
  const [choice, setChoice] = useState<ColorModeChoice>(settings.respectPrefersColorScheme ? 'system' : settings.defaultMode);
  // The first render is the server's (hydration keeps its attributes as they are); the window's mode is read after it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setChoice(storedChoice(settings));
    setHydrated(true);
    return followColorMode(window, settings, setChoice);
  }, [settings]);
  const text = useText();
  const shown = shownChoice(choice, settings, hydrated ? window : undefined);
  const label = text.t('theme.colorToggle.ariaLabel', { mode: text.t(`theme.colorToggle.ariaLabel.mode.${shown}`) });
  const next = nextChoice(choice, settings, shown);
  const change = () => {
    saveChoice(next);
    applyChoice(document, next);
    setChoice(next);
  };
  const button = (
    <button type="button" className={settings.asProject ? 'clean-btn toggleButton_site color-mode-toggle' : 'color-mode-toggle'} onClick={change} title={label} aria-label={label} data-choice={shown}>
      <ColorModeIcon choice={shown} className={settings.asProject ? `toggleIcon_site ${shown}ToggleIcon_site` : undefined} />
    </button>
  );
  return settings.asProject ? <div className="toggle_site colorModeToggle_site">{button}</div> : button;
}

function ColorModeIcon({ choice, className }: { choice: ColorModeChoice; className: string | undefined }) {
  const paths: Record<ColorModeChoice, string> = {
    light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
    dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
    system: 'M3 4h18v12H3zM8 20h8M12 16v4',
  };
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[choice]} />
    </svg>
  );
}

