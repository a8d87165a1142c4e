import type { SiteConfig } from '../model/config.ts';
import type { SiteSettings } from '../client/site-settings.ts';
import { STORAGE_KEYS } from '../client/storage-keys.ts';
import type { SiteContext } from './site-context.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { CLIENT_MESSAGE_IDS } from '../model/i18n/client-messages.ts';

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can form. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function colorModeSettings(config: SiteConfig): SiteSettings['colorMode'] {
  return { defaultMode: config.colorMode.defaultMode, respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme, ...(config.colorMode.twoStates && { twoStates: true as const }) };
}

export function siteSettings(config: SiteConfig, assets: SiteContext['assets'], search: SiteContext['search'], text: Translator): SiteSettings {
  return {
    baseUrl: config.baseUrl,
    search,
    chunks: { hydrate: assets.hydrate, islands: assets.islands },
    docsVersions: docsVersionSettings(config),
    colorMode: colorModeSettings(config),
    ...(config.markdown.mermaid && { mermaid: config.markdown.mermaid }),
    text: text.settingsFor(CLIENT_MESSAGE_IDS),
  };
}

/** Every docs version of the site: a project's instances and versions, or this site's one. */
function docsVersionSettings(config: SiteConfig): SiteSettings['docsVersions'] {
  const folders = Object.values(config.docs.folders);
  if (folders.length === 0) return [{ pluginId: 'default', name: config.docs.version.name, path: config.docs.version.path }];
  return folders.map((folder) => ({ pluginId: folder.pluginId, name: folder.version.name, path: `${config.baseUrl}${folder.routeBasePath}`.replace(/\/$/, '') }));
}

/**
 * The script that runs in `<head>` before the first paint, so nothing flashes: the stored colour
 * mode (only when the switch is enabled), a dismissed announcement bar, and the banner for a wrong
 * base URL — which must be inline, because with a wrong base URL the boot script itself cannot load.
 */
export function earlyScript(config: SiteConfig, text: Translator): string {
  const parts = [
    'var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}',
  ];
  if (!config.colorMode.disableSwitch) {
    const fallback = config.colorMode.respectPrefersColorScheme
      ? 'matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"'
      : scriptJson(config.colorMode.defaultMode);
    const choice = config.colorMode.respectPrefersColorScheme ? 'system' : config.colorMode.defaultMode;
    parts.push(`var t=g(${scriptJson(STORAGE_KEYS.theme)}),s=t==="light"||t==="dark";d.dataset.theme=s?t:${fallback};d.dataset.themeChoice=s?t:${scriptJson(choice)};`);
  }
  if (config.announcementBar?.isCloseable) {
    parts.push(`if(g(${scriptJson(STORAGE_KEYS.announcementDismissed)})===${scriptJson(config.announcementBar.id)})d.dataset.announcementDismissed="";`);
  }
  if (config.docs.sidebar.hideable) {
    parts.push(`try{if(sessionStorage.getItem(${scriptJson(STORAGE_KEYS.sidebarHidden)}))d.dataset.sidebarHidden=""}catch(e){}`);
  }
  // Opened with a query (`/search/?q=…`): the results page keeps room for its results from the first paint.
  parts.push('if(/[?&]q=[^&]/.test(location.search))d.dataset.query="";');
  parts.push(
    `if(location.pathname.indexOf(${scriptJson(config.baseUrl)})!==0)document.addEventListener("DOMContentLoaded",function(){`,
    'var e=document.createElement("div");e.id="base-url-banner";e.setAttribute("role","alert");',
    'e.style.cssText="padding:12px 16px;background:#fde68a;color:#1c1917;font:16px/1.4 system-ui,sans-serif;border-bottom:2px solid #b45309";',
    `e.textContent=${scriptJson(text.t('site.baseUrlBanner', { baseUrl: config.baseUrl }))};document.body.prepend(e)});`,
  );
  return `(function(){${parts.join('')}})()`;
}
