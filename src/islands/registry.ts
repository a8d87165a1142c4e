import type { ComponentType } from 'react';
import type { IslandName } from '../model/islands.ts';
import ColorModeToggle from './ColorModeToggle.tsx';
import GradientTool from './GradientTool.tsx';
import MyIp from './MyIp.tsx';
import SearchBar from './SearchBar.tsx';

/**
 * Every island the server can render, by name. `src/generator/assets.ts` makes each one its own chunk
 * (`islands/<Name>.tsx`, default export), and the boot script imports it by the file name the
 * page's settings give.
 */
export const islandComponents = {
  ColorModeToggle,
  GradientTool,
  MyIp,
  SearchBar,
} satisfies Record<IslandName, ComponentType<never>>;

export type IslandProps<N extends IslandName> = Parameters<(typeof islandComponents)[N]>[0];
