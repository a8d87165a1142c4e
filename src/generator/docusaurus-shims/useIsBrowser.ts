/** `@docusaurus/useIsBrowser`: the build renders on the server. */
export default function useIsBrowser(): boolean {
  return false;
}
