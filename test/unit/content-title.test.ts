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

test('no title when the page opens with anything else, or the heading is not of level 1', () => {
  assert.equal(takeContentTitle('Texto antes.\n\n# Título\n'), undefined);
  assert.equal(takeContentTitle('## Seção\n'), undefined);
  assert.equal(takeContentTitle('#sem-espaco\n'), undefined);
  assert.equal(takeContentTitle('    # código indentado\n'), undefined);
  assert.equal(takeContentTitle(''), undefined);
});
