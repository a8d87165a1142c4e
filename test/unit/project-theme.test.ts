/**
 * The parts of a Docusaurus project's `src/theme/` this build does not use, named in one warning:
 * layout parts it draws itself, and MDX elements a project replaced without a map of its own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layoutDrawsAnnouncementBar, replacedLayoutParts } from '../../src/generator/project-theme.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

test("a swizzled layout part and an MDX element replaced without the project's own MDXComponents map are named; its own components are not", () => {
  const { root, write } = scratchSite('jabuti-theme-');
  write('src/theme/TOC/index.js', 'export default () => null;\n');
  write('src/theme/MDXComponents/Details.js', 'export default (props) => <details {...props} />;\n');
  write('src/theme/BoxLink.js', 'export default () => null;\n');
  write('src/theme/SearchBar.tsx', 'export default () => null;\n');
  write('src/theme/SearchBar/index.tsx', 'export default () => null;\n');
  // A head part too (typegoose's SearchMetadata, for DocSearch's meta tags).
  write('src/theme/SearchMetadata/index.tsx', 'export default () => null;\n');
  // And a part this build's stand-in draws (Saleor's Mermaid).
  write('src/theme/Mermaid/index.jsx', 'export default () => null;\n');
  assert.deepEqual(replacedLayoutParts(root), ['MDXComponents/Details', 'Mermaid', 'SearchBar', 'SearchMetadata', 'TOC']);
  // With its own map, the build uses the map, which may name the element.
  write('src/theme/MDXComponents/index.js', "import Details from './Details';\nexport default { details: Details };\n");
  assert.deepEqual(replacedLayoutParts(root), ['Mermaid', 'SearchBar', 'SearchMetadata', 'TOC']);
});

test("parts of the footer swizzled without the footer (Electron's Footer/Layout with its sponsors) are named; a whole footer of the project's own is not, as it is drawn", () => {
  const { root, write } = scratchSite('jabuti-theme-footer-');
  write('src/theme/Footer/Layout/index.tsx', 'export default () => null;\n');
  write('src/theme/Footer/Layout/styles.module.scss', '.footerSplit { display: flex; }\n');
  write('src/theme/Footer/Copyright.tsx', 'export default () => null;\n');
  assert.deepEqual(replacedLayoutParts(root), ['Footer/Copyright', 'Footer/Layout']);
  write('src/theme/Footer/index.tsx', 'export default () => null;\n');
  assert.deepEqual(replacedLayoutParts(root), []);
});

test("the configured announcement bar is drawn by Docusaurus's Layout and one that wraps it or names the bar, not by a project's own Layout that draws none (QuestDB's)", () => {
  const { root, write } = scratchSite('jabuti-theme-layout-');
  assert.equal(layoutDrawsAnnouncementBar(root), true);
  write('src/theme/Layout/index.tsx', "import React from 'react';\nimport LayoutProviders from '@theme/Layout/Provider';\nimport Navbar from '@theme/Navbar';\nexport default function Layout({ children }) {\n  return <LayoutProviders><Navbar /><div>{children}</div></LayoutProviders>;\n}\n");
  assert.equal(layoutDrawsAnnouncementBar(root), false);
  write('src/theme/Layout/index.tsx', "import Original from '@theme-original/Layout';\nexport default function Layout(props) {\n  return <Original {...props} />;\n}\n");
  assert.equal(layoutDrawsAnnouncementBar(root), true);
});
