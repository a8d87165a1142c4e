/** The `@docusaurus/Link` stand-in writes what Docusaurus's Link writes (Rush's home page, reviews/docusaurus-projects/rushstack-websites.md). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Link from '../../src/generator/docusaurus-shims/Link.tsx';
import { setShimSite } from '../../src/generator/docusaurus-shims/site.ts';

const html = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(Link, props, 'x'));

test('a link to another site opens in a new tab; a path of the site, a pathname:// link and an anchor do not', () => {
  setShimSite({ baseUrl: '/rush/', title: 'Rush', tagline: '', url: 'https://rushjs.io', siteConfig: { trailingSlash: true } });
  assert.equal(html({ to: 'https://lfx.rushstack.io' }), '<a href="https://lfx.rushstack.io" target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(html({ href: 'mailto:team@rushjs.io' }), '<a href="mailto:team@rushjs.io" target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(html({ to: 'https://github.com/rush', target: '_self' }), '<a href="https://github.com/rush" target="_self" rel="noopener noreferrer">x</a>');
  assert.equal(html({ to: '/pages/intro/welcome' }), '<a href="/rush/pages/intro/welcome/">x</a>');
  assert.equal(html({ to: 'pathname:///playground/' }), '<a href="/rush/playground/">x</a>');
  assert.equal(html({ to: '#news' }), '<a href="#news">x</a>');
});

test("a relative path gets the site's trailing slash too, as Docusaurus's Link applies it to every internal URL", () => {
  setShimSite({ baseUrl: '/', title: 'Rush', tagline: '', url: 'https://rushjs.io', siteConfig: { trailingSlash: true } });
  assert.equal(html({ to: 'pages/intro/welcome' }), '<a href="pages/intro/welcome/">x</a>');
  assert.equal(html({ to: 'pages/intro/welcome#why' }), '<a href="pages/intro/welcome/#why">x</a>');
  assert.equal(html({ to: 'images/logo.svg' }), '<a href="images/logo.svg">x</a>');
  setShimSite({ baseUrl: '/', title: 'Rush', tagline: '', url: 'https://rushjs.io', siteConfig: { trailingSlash: false } });
  assert.equal(html({ to: 'pages/intro/welcome' }), '<a href="pages/intro/welcome">x</a>');
});
