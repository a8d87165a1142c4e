/** How diagrams are drawn (Docusaurus's `themeConfig.mermaid`): Mermaid's theme in each colour mode, and its other options. */
export interface MermaidSettings {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
  /** false: the diagram alone, as Docusaurus's theme-mermaid draws it; by default this site keeps its code under a toggle beside it. */
  sourceToggle?: boolean;
}
