import assert from 'node:assert/strict';
import { test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { validateConfig } from '../../src/generator/config.ts';
import { ConfigError, type SiteConfigInput } from '../../src/model/config.ts';

const withChanges = (change: (config: SiteConfigInput) => void): SiteConfigInput => {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
};

const rejects = (config: SiteConfigInput, message: RegExp) =>
  assert.throws(() => validateConfig(config), (error: unknown) => error instanceof ConfigError && message.test(error.message));

test('the real configuration is valid: pt-BR, dark, docs at /wiki', () => {
  const config = validateConfig(siteConfig);
  assert.equal(config.locale.htmlLang, 'pt-BR');
  assert.equal(config.locale.direction, 'ltr');
  assert.equal(config.colorMode.defaultMode, 'dark');
  assert.equal(config.colorMode.disableSwitch, true);
  assert.equal(config.docs.version.name, 'current');
  assert.equal(config.docs.version.label, 'Próximo');
  assert.equal(config.docs.version.path, '/wiki');
});

test('an unknown navbar item type stops the build and lists the valid types', () => {
  rejects(
    withChanges((c) => c.navbar.items.push({ type: 'docSidebarr', label: 'X' })),
    /site\.config\.ts: navbar\.items\[\d+\]: unknown navbar item type "docSidebarr"\. Valid types: "link", "dropdown", "html", "localeDropdown", "search"/,
  );
});

test('an unknown item type inside a dropdown is reported with its position', () => {
  rejects(
    withChanges((c) => c.navbar.items[4]?.items?.push({ type: 'htlm', label: 'X' })),
    /navbar\.items\[4\]\.items\[3\]: unknown navbar item type "htlm"/,
  );
});

test('a link without to or href is a sidebar item without link', () => {
  rejects(
    withChanges((c) => c.footer.columns[0]?.items.push({ label: 'Sem destino' })),
    /footer\.columns\[0\]\.items\[4\]: sidebar item "Sem destino" has no link/,
  );
});

test('a default locale without its locale config is an unknown locale config', () => {
  rejects(withChanges((c) => (c.i18n.defaultLocale = 'en')), /unknown locale config "en"/);
});

test('an unexpected colour mode names the valid modes', () => {
  rejects(withChanges((c) => (c.colorMode.defaultMode = 'sepia')), /unexpected color mode "sepia".*"light", "dark"/);
});

test('a docs version without a name is a missing docs version name', () => {
  rejects(withChanges((c) => (c.docs.versions = { current: { label: 'Próximo' } })), /missing docs version name/);
});

test('the base URL is normalised to start and end with a slash', () => {
  assert.equal(validateConfig(siteConfig, { baseUrl: 'jabuti' }).baseUrl, '/jabuti/');
  assert.equal(validateConfig(siteConfig, { baseUrl: '/' }).baseUrl, '/');
});

test('the my-IP endpoint must be an http(s) URL and its time-out a sensible number of milliseconds', () => {
  assert.deepEqual(validateConfig(siteConfig).tools, { ipEndpoint: 'https://api.ipify.org?format=json', ipTimeoutMs: 8000 });
  rejects(withChanges((c) => (c.tools!.ipEndpoint = 'api.ipify.org')), /tools\.ipEndpoint must be an http:\/\/ or https:\/\/ URL .*got "api\.ipify\.org"/);
  rejects(withChanges((c) => (c.tools!.ipEndpoint = 'ftp://ip.example/')), /tools\.ipEndpoint must be an http:\/\/ or https:\/\/ URL/);
  rejects(withChanges((c) => (c.tools!.ipTimeoutMs = 8)), /tools\.ipTimeoutMs must be a whole number of milliseconds from 1000 to 60000, got 8/);
});
