import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes the site fixture into `dir` with a wiki part written the Docusaurus default way: folders
 * whose `_category_.json` gives only a label and a position, no index pages. `survival/guias` holds 80
 * pages (`guia-01`…, described "O guia número N.") and the folder `avancado` (the page `farm`), first;
 * `survival/sem-pagina` (`link: null`) the page `solta`. Two lists too long for one page:
 * `survival/receitas` holds 250 pages (`receita-001`…, titled "Receita 001", tagged `receita`),
 * `survival/loja`, the one folder with an index page, 110 (`item-001`…, titled "Item 001").
 */
export async function writeNoIndexWiki(dir: string): Promise<void> {
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  await cp('test/fixtures/site', dir, { recursive: true });
  await write('wiki/survival/guias/_category_.json', '{"label": "Guias", "position": 3}');
  for (let page = 1; page <= 80; page++) {
    const number = String(page).padStart(2, '0');
    await write(`wiki/survival/guias/guia-${number}.md`, `---\ntitle: Guia ${number}\ndescription: O guia número ${page}.\n---\n\nTexto do guia.\n`);
  }
  await write('wiki/survival/guias/avancado/_category_.json', '{"label": "Avançado", "position": 100}');
  await write('wiki/survival/guias/avancado/farm.md', '---\ntitle: Farm\n---\n\nUma farm.\n');
  await write('wiki/survival/sem-pagina/_category_.json', '{"label": "Sem página", "position": 4, "link": null}');
  await write('wiki/survival/sem-pagina/solta.md', '---\ntitle: Solta\n---\n\nUma página solta.\n');
  await write('wiki/survival/receitas/_category_.json', '{"label": "Receitas", "position": 5}');
  for (let page = 1; page <= 250; page++) {
    const number = String(page).padStart(3, '0');
    await write(`wiki/survival/receitas/receita-${number}.md`, `---\ntitle: Receita ${number}\ntags: [receita]\n---\n\nUma receita.\n`);
  }
  await write('wiki/survival/loja/index.md', '---\ntitle: Loja\nsidebar_position: 6\n---\n\nO que a loja vende.\n');
  for (let page = 1; page <= 110; page++) {
    const number = String(page).padStart(3, '0');
    await write(`wiki/survival/loja/item-${number}.md`, `---\ntitle: Item ${number}\n---\n\nUm item.\n`);
  }
}
