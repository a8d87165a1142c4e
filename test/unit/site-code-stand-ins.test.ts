/**
 * A Docusaurus site's own React code at build time, where what it was written for is not here: a
 * package it does not install, made with `new` (Testing Library's home page: `new Remarkable()`), and
 * React 16-18's `defaultProps` of a function component, which React 19 no longer applies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteModules } from '../../src/generator/site-bundle.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

const { root: site, write } = scratchSite('jabuti-site-code-');

function render(file: string): { html: string; warnings: string[] } {
  const module = new SiteModules(site).load(file);
  if (module instanceof Error) throw module;
  return { html: renderToStaticMarkup(createElement(module.exports.default as ComponentType)), warnings: module.warnings.map((warning) => warning.message) };
}

test('a class of a package that is not installed, made with new, gives empty texts: the page is built, and the warning names the package', () => {
  const file = write('src/components/Formatter.jsx', "import { Formatter } from 'texto-formatado';\nimport Other from 'texto-formatado';\nconst md = new Formatter();\nconst other = new Other({ html: true });\nexport default function Bloco() {\n  return <div className=\"bloco\" dangerouslySetInnerHTML={{ __html: md.render('# Título') + other.render('x') }} />;\n}\n");
  const { html, warnings } = render(file);
  assert.equal(html, '<div class="bloco"></div>');
  assert.deepEqual(warnings, ['module "texto-formatado" is not installed (nor one this build stands in for): a component that shows its children stands for it']);
});

test("remarkable, which sites moved from Docusaurus 1 use in their React pages, renders their Markdown without being installed (named or default import, HTML kept only with html: true)", () => {
  const file = write('src/components/MarkdownBlock.jsx', "import { Remarkable } from 'remarkable';\nimport Default from 'remarkable';\nconst md = new Remarkable();\nconst withHtml = new Default({ html: true });\nexport default function MarkdownBlock() {\n  return <div dangerouslySetInnerHTML={{ __html: md.render('**Testes** que <b>confiam</b>') + withHtml.render('<b>sim</b>') }} />;\n}\n");
  const { html, warnings } = render(file);
  assert.equal(html, '<div><p><strong>Testes</strong> que &lt;b&gt;confiam&lt;/b&gt;</p>\n<p><b>sim</b></p>\n</div>');
  assert.deepEqual(warnings, []);
});

test("a function component's defaultProps apply where a prop is not given, as in React 16-18, with JSX and with createElement", () => {
  const file = write(
    'src/components/Container.jsx',
    "import React from 'react';\nfunction Container({ wrapper, layout, children }) {\n  return <div className={[wrapper ? 'wrapper' : '', layout].join(' ').trim()}>{children}</div>;\n}\nContainer.defaultProps = { wrapper: true, layout: 'twoColumn' };\nexport default function Page() {\n  return <main><Container>a</Container><Container layout=\"fourColumn\">b</Container><Container wrapper={false}>c</Container>{React.createElement(Container, null, 'd')}</main>;\n}\n",
  );
  assert.equal(render(file).html, '<main><div class="wrapper twoColumn">a</div><div class="wrapper fourColumn">b</div><div class="twoColumn">c</div><div class="wrapper twoColumn">d</div></main>');
});

test("@docusaurus/isInternalUrl is Docusaurus's: a path of the site is internal, an address with a protocol or // is not (PixiJS's footer links)", () => {
  const file = write('src/components/LinkKind.jsx', "import isInternalUrl, { hasProtocol } from '@docusaurus/isInternalUrl';\nexport default function LinkKind() {\n  return <p>{['/docs', '#top', 'https://pixijs.com', '//cdn.example.com', 'mailto:a@b.c'].map((url) => `${isInternalUrl(url)}`).join(' ')} {String(hasProtocol('http://x'))} {String(isInternalUrl(undefined))}</p>;\n}\n");
  const { html, warnings } = render(file);
  assert.equal(html, '<p>true true false false false true false</p>');
  assert.deepEqual(warnings, []);
});

test("prism-react-renderer, which the classic theme brings, colours a project's code block without being installed: 1.x's default Highlight with defaultProps, and 2.x's named one (fbt's home samples)", () => {
  const v1 = write('src/components/CodeV1.jsx', "import Highlight, { defaultProps } from 'prism-react-renderer';\nexport default function Code() {\n  return <Highlight {...defaultProps} code={'<button>Hello</button>'} language=\"jsx\">{({ className, style, tokens, getLineProps, getTokenProps }) => <pre className={className} style={style}>{tokens.map((line, i) => <div key={i} {...getLineProps({ line })}>{line.map((token, key) => <span key={key} {...getTokenProps({ token })} />)}</div>)}</pre>}</Highlight>;\n}\n");
  const v2 = write('src/components/CodeV2.jsx', "import { Highlight, themes } from 'prism-react-renderer';\nexport default function Code() {\n  return <Highlight theme={themes.github} code=\"const a = 1;\" language=\"js\">{({ tokens, getTokenProps }) => <pre>{tokens.flat().map((token, key) => <span key={key} {...getTokenProps({ token })} />)}</pre>}</Highlight>;\n}\n");
  const first = render(v1);
  assert.deepEqual(first.warnings, []);
  assert.match(first.html, /^<pre class="prism-code language-jsx" style="[^"]*background-color:#2a2734/);
  assert.equal(first.html.replace(/<[^>]+>/g, ''), '<button>Hello</button>'.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  const second = render(v2);
  assert.deepEqual(second.warnings, []);
  assert.match(second.html, /<span class="token keyword" style="color:#00009f">const<\/span>/);
});

test("a file imported through raw-loader in a project's component is its text, beside the component or from @site/, a folder by its index, the loader's options or not (PixiJS's editor defaults, Data Client's ?esModule=false types)", () => {
  write('src/components/defaults/index.html', '<!doctype html><title>Editor</title>\n');
  write('src/tutorials/step1/index.js', "app.stage.addChild(sprite);\n");
  write('src/components/editor-types/react.d.ts', 'declare const x: 1;\n');
  const file = write('src/components/Editor.jsx', "import Html from '!!raw-loader!./defaults/index.html';\nimport Step from '!!raw-loader!@site/src/tutorials/step1';\nimport Types from '!!raw-loader?esModule=false!./editor-types/react.d.ts';\nexport default function Editor() {\n  return <pre>{Html + Step + Types}</pre>;\n}\n");
  const { html, warnings } = render(file);
  assert.equal(html, '<pre>&lt;!doctype html&gt;&lt;title&gt;Editor&lt;/title&gt;\napp.stage.addChild(sprite);\ndeclare const x: 1;\n</pre>');
  assert.deepEqual(warnings, []);
});
