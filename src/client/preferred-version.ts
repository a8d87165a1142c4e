import { safeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** A stored docs version that this site no longer has would send readers nowhere: forget it. */
export function clearUnknownPreferredVersion(knownVersions: readonly string[]): void {
  const stored = safeStorage.get(STORAGE_KEYS.preferredDocsVersion);
  if (stored !== null && !knownVersions.includes(stored)) safeStorage.remove(STORAGE_KEYS.preferredDocsVersion);
}
