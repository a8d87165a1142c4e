import { currentPage } from './page.ts';

/** `@docusaurus/useGlobalData`: no plugin shares data with the pages here. */
export default function useGlobalData(): Record<string, unknown> {
  return {};
}

/** No data: the plugin is not run here. The page's record keeps the name, so that a page that fails for want of it says so. */
export function usePluginData(pluginName?: string): unknown {
  const record = currentPage();
  if (typeof pluginName === 'string' && !(record.pluginDataAsked ??= []).includes(pluginName)) record.pluginDataAsked.push(pluginName);
  return undefined;
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}
