import { currentPage } from './page.ts';

/** Plugin name → instance id → what the plugin gave with `setGlobalData` (plugin-global-data.ts). */
let globalData: Record<string, Record<string, unknown>> = {};

/** The data the project's plugins gave, for the pages rendered next. */
export function setSiteGlobalData(data: Record<string, Record<string, unknown>>): void {
  globalData = data;
}

/** `@docusaurus/useGlobalData`: what the project's own plugins gave the pages. */
export default function useGlobalData(): Record<string, unknown> {
  return globalData;
}

/**
 * The data of one plugin's instance; undefined for a plugin that gave none (one not run here). The
 * page's record keeps the name of a plugin that gave none, so that a page that fails for want of it says so.
 */
export function usePluginData(pluginName?: string, pluginId = 'default'): unknown {
  const data = typeof pluginName === 'string' ? globalData[pluginName]?.[pluginId] : undefined;
  const record = currentPage();
  if (data === undefined && typeof pluginName === 'string' && !(record.pluginDataAsked ??= []).includes(pluginName)) record.pluginDataAsked.push(pluginName);
  return data;
}

export function useAllPluginInstancesData(pluginName?: string): Record<string, unknown> {
  return (typeof pluginName === 'string' ? globalData[pluginName] : undefined) ?? {};
}
