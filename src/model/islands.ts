/**
 * The names of the islands: the interactive widgets the browser hydrates. `islands/registry.ts`
 * maps each to its component; everything else (settings, chunks, the head) needs only the names.
 */
export const ISLAND_NAMES = ['ColorModeToggle', 'GradientTool', 'MyIp', 'SearchBar'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
