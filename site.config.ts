import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseYaml } from './src/generator/yaml.ts';
import type { SiteConfigInput } from './src/model/config.ts';

/**
 * The words players use for the site's own, kept with the content (content/data/busca.yml, groups
 * by name) so editors own them; none when the file is not there (a copy of the site without it).
 */
const SYNONYMS_FILE = new URL('./content/data/busca.yml', import.meta.url);

function searchSynonyms(): string[][] {
  if (!existsSync(SYNONYMS_FILE)) return [];
  const parsed = parseYaml(readFileSync(SYNONYMS_FILE, 'utf8'));
  if (!parsed.ok) throw new Error(`content/data/busca.yml:${parsed.line ?? 1}: ${parsed.message}`);
  const groups = (parsed.value as { sinonimos?: Record<string, unknown[]> }).sinonimos ?? {};
  return Object.values(groups).map((group) => group.map(String));
}

/** The brand and the site's shape: the one place to change them. */
const config = {
  title: 'Jabuticraft',
  tagline: 'Servidor de Minecraft Brasileiro',
  url: 'https://jabuticraft.com.br',
  baseUrl: '/',
  version: '2.0.0-pre',
  i18n: {
    defaultLocale: 'pt-BR',
    locales: ['pt-BR'],
    localeConfigs: {
      'pt-BR': { label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory', path: 'pt-BR' },
    },
  },
  brand: {
    shopUrl: 'https://loja.jabuticraft.com.br',
    javaAddress: 'jogar.jabuticraft.com.br',
    bedrockAddress: 'bedrock.jabuticraft.com.br',
    bedrockPort: 19132,
    discordUrl: 'https://discord.gg/jabuticraft',
    logo: '/img/logo.svg',
  },
  favicon: '/img/favicon.svg',
  // The docs are this site's wiki: its words where the Portuguese catalogue says "documentação".
  translations: {
    'theme.docs.breadcrumbs.home': 'Wiki',
    'theme.docs.sidebar.navAriaLabel': 'Menu da wiki',
    'site.docs.sidebar.regionAriaLabel': 'Barra lateral da wiki',
    'theme.SearchModal.placeholder': 'Pesquisar na wiki',
    'site.tags.ofDocs': 'da wiki {mode}',
  },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  docs: {
    routeBasePath: 'wiki',
    versions: { current: { name: 'current', label: 'Próximo' } },
  },
  // This site's anchors fold accents (#missoes-diarias); a site moved from Docusaurus keeps "github".
  markdown: { headingIds: 'ascii' },
  blog: { routeBasePath: 'blog', title: 'Blog', description: 'Novidades, tutoriais e anúncios do Jabuticraft' },
  navbar: {
    items: [
      { type: 'link', label: 'Loja', href: 'https://loja.jabuticraft.com.br' },
      { type: 'link', label: 'Jogar', to: '/jogar' },
      { type: 'link', label: 'Voto', to: '/vote' },
      { type: 'link', label: 'Equipe', to: '/equipe' },
      {
        type: 'dropdown',
        label: 'Wiki',
        to: '/wiki',
        items: [
          { type: 'link', label: 'Survival', to: '/wiki/survival' },
          { type: 'link', label: 'Skyblock', to: '/wiki/skyblock' },
          { type: 'link', label: 'Semianarquia', to: '/blog/modo-smp-2025/' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Regras',
        to: '/regras',
        items: [
          ['01', 'Insultar outros jogadores'],
          ['02', 'Usar métodos para obter vantagem'],
          ['03', 'Destruir o mapa ou construções'],
          ['04', 'Spam ou flood'],
          ['05', 'Armadilhas ou chat falso'],
          ['06', 'Acúmulo excessivo de entidades'],
          ['07', 'Abuso de circuitos de redstone'],
          ['08', 'Atitudes antijogo'],
          ['09', 'Nickname impróprio'],
          ['10', 'Skin imprópria'],
          ['11', 'Divulgar outros servidores'],
          ['12', 'Map arts ou construções obscenas'],
          ['13', 'Comércio externo de itens ou conta'],
          ['14', 'Fugir de punição'],
          ['15', 'Discurso de ódio'],
          ['16', 'Doxxing'],
          ['17', 'Abuso de bugs'],
          ['18', 'Compartilhamento de conta'],
        ].map(([anchor, title]) => ({ type: 'link' as const, label: `${anchor} · ${title}`, to: `/regras/#${anchor}` })),
      },
      {
        type: 'dropdown',
        label: 'Outros',
        items: [
          { type: 'link', label: 'Formulário', to: '/form' },
          { type: 'link', label: 'Gradiente', to: '/gradiente' },
          { type: 'link', label: 'Textura', to: '/textura' },
          { type: 'link', label: 'Blog', to: '/blog' },
          { type: 'link', label: 'Meu IP', to: '/meuip' },
        ],
      },
      { type: 'link', label: 'Discord', href: 'https://discord.gg/jabuticraft', position: 'right', icon: 'discord' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Servidor',
        items: [
          { label: 'Como jogar', to: '/jogar' },
          { label: 'Regras', to: '/regras' },
          { label: 'Equipe', to: '/equipe' },
          { label: 'Votar', to: '/vote' },
        ],
      },
      {
        title: 'Wiki',
        items: [
          { label: 'Survival', to: '/wiki/survival' },
          { label: 'Skyblock', to: '/wiki/skyblock' },
          { label: 'Blog', to: '/blog' },
          { label: 'Pesquisar', to: '/search' },
        ],
      },
      {
        title: 'Comunidade',
        items: [
          { label: 'Discord', href: 'https://discord.gg/jabuticraft' },
          { label: 'Loja', href: 'https://loja.jabuticraft.com.br' },
          { label: 'Formulários', to: '/form' },
        ],
      },
      {
        title: 'Legal',
        items: [
          { label: 'Política de privacidade', to: '/legal/politica-de-privacidade' },
          { label: 'Termos de serviço', to: '/legal/termo-de-servico' },
        ],
      },
    ],
    copyright: '© 2025 Jabuticraft',
    disclaimer: 'Não somos afiliados à Mojang Studios nem à Microsoft.',
  },
  announcementBar: undefined,
  search: { contexts: ['/wiki/survival', '/wiki/skyblock'], synonyms: searchSynonyms() },
  // /meuip/ asks this public service for the visitor's address, from the visitor's browser.
  tools: { ipEndpoint: 'https://api.ipify.org?format=json', ipTimeoutMs: 8000 },
} satisfies SiteConfigInput;

export default config;

/** Files this configuration reads, besides its modules: the dev server starts a new builder when one changes. */
export const configFiles: readonly string[] = [fileURLToPath(SYNONYMS_FILE)];
