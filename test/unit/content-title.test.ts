import assert from 'node:assert/strict';
import { test } from 'node:test';
import { takeContentTitle } from '../../src/generator/content-title.ts';

test('a page that opens with # Title gives its title, and the line leaves the body (its line count stays)', () => {
  assert.deepEqual(takeContentTitle('\n# Começando no servidor\n\nTexto.\n'), { title: 'Começando no servidor', body: '\n\n\nTexto.\n' });
  assert.deepEqual(takeContentTitle("import Tabs from '@theme/Tabs';\n\n# Instalação #\nx"), { title: 'Instalação', body: "import Tabs from '@theme/Tabs';\n\n\nx" });
  assert.equal(takeContentTitle('# Flags do `Aikar` {#aikar}\n')?.title, 'Flags do Aikar');
  assert.equal(takeContentTitle('# O **grande** mapa \\{#mapa}\n')?.title, 'O grande mapa');
  assert.equal(takeContentTitle('<!-- rascunho -->\n# Título\n')?.title, 'Título');
});

test('as in Docusaurus 3, the first heading is the title when it is of level 1, whatever comes before it but a thematic break', () => {
  assert.deepEqual(takeContentTitle("import Ads from '@site/src/Ads';\n\n<Ads />\n\n# Política de versões\n\nTexto.\n"), { title: 'Política de versões', body: "import Ads from '@site/src/Ads';\n\n<Ads />\n\n\n\nTexto.\n" });
  assert.equal(takeContentTitle('Texto antes.\n\n# Título\n')?.title, 'Título');
  assert.equal(takeContentTitle('```sh\n# um comentário do shell\n```\n\n# Instalar\n')?.title, 'Instalar');
});

test('no title when the first heading is not of level 1, or comes after a thematic break', () => {
  assert.equal(takeContentTitle('## Seção\n\n# Depois\n'), undefined);
  assert.equal(takeContentTitle('Intro.\n\n---\n\n# Título\n'), undefined);
  assert.equal(takeContentTitle('#sem-espaco\n'), undefined);
  assert.equal(takeContentTitle('    # código indentado\n'), undefined);
  assert.equal(takeContentTitle(''), undefined);
});

test('a title whose id has both braces escaped loses the id', () => {
  assert.equal(takeContentTitle('# AppErrorCode \\{#app-error-code\\}\n')?.title, 'AppErrorCode');
});
