/**
 * A versioned Docusaurus project, laid out as `docusaurus docs:version` leaves it: the last version
 * (2.0) at /docs/, the docs folder itself at /docs/next/, an older one (1.0, without `install`) at
 * /docs/1.0/. Its files, by path.
 */
export const VERSIONED_PROJECT: Readonly<Record<string, string>> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Gadget',
  url: 'https://gadget.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'left' }, { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' }, { type: 'doc', docId: 'install', label: 'Install', position: 'left' }] } },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro', 'install'] };\n",
  'versions.json': '["2.0", "1.0"]\n',
  'docs/intro.md': '# Introduction\n\nThe gadget of tomorrow, still being written.\n',
  'docs/install.md': '# Install\n\nRun the new installer.\n',
  'versioned_docs/version-2.0/intro.md': '# Introduction\n\nThe gadget as it ships today.\n',
  'versioned_docs/version-2.0/install.md': '# Install\n\nRun the installer.\n',
  'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "install"] }\n',
  'versioned_docs/version-1.0/intro.md': '# Introduction\n\nThe first gadget.\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
};
