/** `@docusaurus/useGlobalData`: no plugin shares data with the pages here. */
export default function useGlobalData(): Record<string, unknown> {
  return {};
}

export function usePluginData(): unknown {
  return undefined;
}

export function useAllPluginInstancesData(): Record<string, unknown> {
  return {};
}
