import type { ComponentType } from 'react';
import ColorModeToggle from './ColorModeToggle.tsx';
import GradientTool from './GradientTool.tsx';
import MyIp from './MyIp.tsx';
import SearchBar from './SearchBar.tsx';
import SearchResults from './SearchResults.tsx';

/**
 * Every island the server can render, by name. `src/build/assets.ts` makes each one its own chunk
 * (`islands/<Name>.tsx`, default export), and the boot script imports it by the file name the
 * page's settings give.
 */
export const islandComponents = {
  ColorModeToggle,
  GradientTool,
  MyIp,
  SearchBar,
  SearchResults,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = Parameters<(typeof islandComponents)[N]>[0];
