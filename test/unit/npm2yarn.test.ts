import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import type { MarkdownContext } from '../../src/markdown/types.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';

function render(source: string, file: string, npm2yarn: MarkdownContext['npm2yarn']) {
  return renderMarkdown(source, { file, bodyStartLine: 1, data: {}, baseUrl: '/', resolveMarkdownLink: () => undefined, resolveImage: () => undefined, npm2yarn, text: siteTranslator({ name: 'en', htmlLang: 'en' }) });
}

/** Each tab's value, label and code, in order. */
function tabs(html: string): string[][] {
  return [...html.matchAll(/data-value="([^"]+)"><div class="tab-panel-label">([^<]*)<\/div>\n<div class="code-block theme-code-block"><pre tabindex="0" class="prism-code language-bash"><code class="language-bash">([\s\S]*?)\n<\/span><\/code>/g)].map(([, value = '', label = '', code = '']) => [value, label, code.replace(/<\/?span[^>]*>/g, '')]);
}

const BLOCK = '```bash npm2yarn\nnpm install --save-dev jest\nnpm run test\n```\n';

test('a ```bash npm2yarn block becomes tabs npm, Yarn and pnpm with the commands converted, grouped when sync', () => {
  const { html } = render(`Instale:\n\n${BLOCK}`, 'docs/a.md', { sync: true });
  assert.deepEqual(tabs(html), [
    ['npm', 'npm', 'npm install --save-dev jest\nnpm run test'],
    ['yarn', 'Yarn', 'yarn add --dev jest\nyarn run test'],
    ['pnpm', 'pnpm', 'pnpm add --save-dev jest\npnpm run test'],
  ]);
  assert.match(html, /<div class="tabs" data-group-id="npm2yarn">/);
  assert.doesNotMatch(render(BLOCK, 'docs/a.md', {}).html, /data-group-id/);
});

test('converters: bun by its label, and a function of the site named by its own value', () => {
  const { html } = render(BLOCK, 'docs/a.md', { converters: ['bun', ['deno', (code) => code.replace(/^npm run /gm, 'deno task ')]] });
  assert.deepEqual(tabs(html).map(([value, label]) => `${value}:${label}`), ['npm:npm', 'bun:Bun', 'deno:deno']);
  assert.match(html, /deno task test/);
});

test('only blocks whose meta is npm2yarn, in lists and in MDX too; without the plugin the block stays code', () => {
  const source = `import Tabs from '@theme/Tabs';\n\n- passo\n\n  ${BLOCK.replace(/\n(?=.)/g, '\n  ')}\n\`\`\`bash title="x"\nnpm run build\n\`\`\`\n`;
  const { html } = render(source, 'docs/b.mdx', {});
  assert.equal(tabs(html).length, 3);
  assert.match(html, /<code class="language-bash"><span class="code-line token-line">npm run build\n<\/span><\/code>/);
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
  assert.equal(new Set(ids).size, ids.length);
  assert.equal(tabs(render(BLOCK, 'docs/a.md', undefined).html).length, 0);
});
