/** How diagrams are drawn (Docusaurus's `themeConfig.mermaid`): Mermaid's theme in each colour mode, and its other options. */
export interface MermaidSettings {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}
