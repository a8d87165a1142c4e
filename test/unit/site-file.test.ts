/** A file the configuration names (a logo, the favicon) is a path under the base URL once, as Docusaurus's useBaseUrl gives it. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteFile } from '../../src/components/site-context.ts';
import type { SiteConfig } from '../../src/model/config.ts';

test("a logo written with the base URL in front gets it once (Skia's /react-native-skia/img/logo.png); any other path gets it, a URL none", () => {
  const config = { baseUrl: '/react-native-skia/' } as SiteConfig;
  assert.equal(siteFile(config, '/react-native-skia/img/logo.png'), '/react-native-skia/img/logo.png');
  assert.equal(siteFile(config, '/img/logo.png'), '/react-native-skia/img/logo.png');
  assert.equal(siteFile(config, 'img/logo.png'), '/react-native-skia/img/logo.png');
  assert.equal(siteFile(config, 'https://cdn.example.com/logo.png'), 'https://cdn.example.com/logo.png');
});
