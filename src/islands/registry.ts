import type { ComponentType } from 'react';
import ColorModeToggle from './ColorModeToggle.tsx';
import SearchBar from './SearchBar.tsx';
import SearchResults from './SearchResults.tsx';

/**
 * Every island the server can render, by name. The browser side (`src/client/island-loaders.ts`)
 * lists the same names with a dynamic import each, so every island gets its own chunk.
 */
export const islandComponents = {
  ColorModeToggle,
  SearchBar,
  SearchResults,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = Parameters<(typeof islandComponents)[N]>[0];
