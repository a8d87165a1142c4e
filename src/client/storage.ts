/**
 * Local storage that may be missing: blocked by the browser's settings, or throwing on every call
 * (private modes, sandboxed frames). The site warns once and carries on without remembering.
 */
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Armazenamento do navegador indisponível: o site funciona, mas não guarda suas preferências.', error);
}

function attempt<T>(run: (storage: Storage) => T, fallback: T): T {
  try {
    return run(window.localStorage);
  } catch (error) {
    warnOnce(error);
    return fallback;
  }
}

export const safeStorage = {
  get: (key: string): string | null => attempt((storage) => storage.getItem(key), null),
  set: (key: string, value: string): void => attempt((storage) => storage.setItem(key, value), undefined),
  remove: (key: string): void => attempt((storage) => storage.removeItem(key), undefined),
};
