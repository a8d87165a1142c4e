import type { SiteSettings } from './site-settings.ts';
import { safeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export type ColorModeChoice = 'light' | 'dark' | 'system';
type ColorModeSettings = SiteSettings['colorMode'];

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * With the system's preference respected: system → light → dark → system; otherwise, or with Docusaurus 2's
 * switch (`twoStates`, "system" being the mode it is in: `shown`), light ↔ dark.
 */
export function nextChoice(current: ColorModeChoice, settings: Pick<ColorModeSettings, 'respectPrefersColorScheme' | 'twoStates'>, shown = current): ColorModeChoice {
  if (!settings.respectPrefersColorScheme || settings.twoStates) return shown === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}

/** What the switch shows for `choice`: with Docusaurus 2's, the system's mode rather than a "system" choice. */
export function shownChoice(choice: ColorModeChoice, settings: Pick<ColorModeSettings, 'defaultMode' | 'twoStates'>, win: Window | undefined): ColorModeChoice {
  if (!settings.twoStates || choice !== 'system') return choice;
  return win ? (win.matchMedia(PREFERS_DARK).matches ? 'dark' : 'light') : settings.defaultMode;
}

/** "system" is stored as no value, so a visitor who never chose follows the default. */
export function storedChoice(settings: ColorModeSettings): ColorModeChoice {
  const stored = safeStorage.get(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return settings.respectPrefersColorScheme ? 'system' : settings.defaultMode;
}

export function saveChoice(choice: ColorModeChoice): void {
  if (choice === 'system') safeStorage.remove(STORAGE_KEYS.theme);
  else safeStorage.set(STORAGE_KEYS.theme, choice);
}

/** The mode on `<html>`, and the choice that made it, as Docusaurus's `data-theme-choice` (which a project's rules read). */
export function applyChoice(doc: Document, choice: ColorModeChoice): void {
  const win = doc.defaultView ?? window;
  doc.documentElement.dataset.themeChoice = choice;
  doc.documentElement.dataset.theme = choice === 'system' ? (win.matchMedia(PREFERS_DARK).matches ? 'dark' : 'light') : choice;
}

/**
 * Keeps the page in step with choices made in other tabs (the `storage` event) and, while the choice
 * is "system", with the operating system's setting. Calls `onChange` with the new choice.
 */
export function followColorMode(win: Window, settings: ColorModeSettings, onChange: (choice: ColorModeChoice) => void): () => void {
  const update = () => {
    const choice = storedChoice(settings);
    applyChoice(win.document, choice);
    onChange(choice);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) update();
  };
  const media = win.matchMedia(PREFERS_DARK);
  win.addEventListener('storage', onStorage);
  media.addEventListener('change', update);
  return () => {
    win.removeEventListener('storage', onStorage);
    media.removeEventListener('change', update);
  };
}
