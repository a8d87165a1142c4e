import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { renderFragment } from './src/markdown/markdown-fragment.ts';
import { renderMdx } from './src/markdown/mdx/render-mdx.ts';
const files = execSync('find content -name "*.md"').toString().trim().split('\n');
const ctx = (file: string) => ({ file, bodyStartLine: 1, data: {}, baseUrl: '/', route: '/x/', resolveMarkdownLink: () => '/y/', resolveImage: () => ({ path: '/img/a.png', width: 1, height: 1 }) });
let same = 0, differ = 0, failed = 0;
for (const f of files) {
  const body = readFileSync(f, 'utf8').replace(/^---[\s\S]*?\n---\n/, '').replace(/\{\{\s*code(?:[^{}]|\{\})*\}\}/g, '`VALOR`').replace(/\{\{[^{}]*\}\}/g, 'VALOR');
  const a = renderFragment(body, ctx(f));
  let b;
  try { b = renderMdx(body, ctx(f)); } catch (e: any) { failed++; if (failed < 6) console.log('FAIL', f, e.message.slice(0, 100)); continue; }
  if (a.html === b.html) same++; else { differ++; if (differ < 4) { const i = [...a.html].findIndex((c, k) => c !== b.html[k]); console.log('DIFF', f, JSON.stringify(a.html.slice(i - 80, i + 80)), '\n   ', JSON.stringify(b.html.slice(i - 80, i + 80))); } }
}
console.log({ same, differ, failed });
