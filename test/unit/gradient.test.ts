import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mixColors, parseHex, textShadowOf } from '../../src/tools/color.ts';
import { DEFAULT_GRADIENT, formatGradient, type Gradient, gradientColors, NO_STYLES, summarizeGradient } from '../../src/tools/gradient.ts';
import { gradientFromQuery, gradientToQuery } from '../../src/tools/gradient-url.ts';

const PURPLE = '#7B2FBF';
const GREEN = '#4CAE3F';
const jabuti = (change: Partial<Gradient> = {}): Gradient => ({ text: 'Jabuti', stops: [PURPLE, GREEN], styles: NO_STYLES, ...change });
const LIMITS = { nick: 16, chat: 256 };

describe('colour codes', () => {
  test('a colour is read with or without #, in either case, in the short form too', () => {
    assert.deepEqual(parseHex('#7B2FBF'), { ok: true, hex: '#7B2FBF' });
    assert.deepEqual(parseHex('7b2fbf'), { ok: true, hex: '#7B2FBF' });
    assert.deepEqual(parseHex('  #7bf '), { ok: true, hex: '#77BBFF' });
  });

  test('anything else is rejected with a message that shows the right form', () => {
    for (const input of ['#12345G', '#1234', 'roxo', '#7B2FBF0', '##7B2FBF']) {
      const parsed = parseHex(input);
      assert.equal(parsed.ok, false, input);
      assert.equal(!parsed.ok && parsed.message, `"${input}" não é uma cor: use # seguido de seis dígitos de 0 a 9 ou letras de A a F, como #7B2FBF.`);
    }
    assert.deepEqual(parseHex('  '), { ok: false, message: 'Digite uma cor no formato #RRGGBB, como #7B2FBF.' });
  });

  test('mixing rounds each channel; the chat shadow is a quarter as bright', () => {
    assert.deepEqual(mixColors({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }, 0.5), { r: 128, g: 128, b: 128 });
    assert.equal(textShadowOf('#FFFFFF'), '#3F3F3F');
    assert.equal(textShadowOf(PURPLE), '#1E0B2F');
  });
});

describe('interpolation', () => {
  test('the first and last characters take the first and last stops', () => {
    const colors = gradientColors([PURPLE, GREEN], 6);
    assert.equal(colors[0], PURPLE);
    assert.equal(colors.at(-1), GREEN);
  });

  test('the middle of two stops is their average; a middle stop is hit exactly', () => {
    assert.deepEqual(gradientColors(['#000000', '#FFFFFF'], 3), ['#000000', '#808080', '#FFFFFF']);
    assert.deepEqual(gradientColors(['#FF0000', '#00FF00', '#0000FF'], 5), ['#FF0000', '#808000', '#00FF00', '#008080', '#0000FF']);
  });

  test('one character takes the first stop; no characters, no colours', () => {
    assert.deepEqual(gradientColors([PURPLE, GREEN], 1), [PURPLE]);
    assert.deepEqual(gradientColors([PURPLE, GREEN], 0), []);
  });
});

describe('output formats', () => {
  test('&#RRGGBB per character (EssentialsX, CMI): the example of the page', () => {
    assert.equal(formatGradient('essentials', jabuti()), '&#7B2FBFJ&#7248A5a&#68628Cb&#5F7B72u&#559559t&#4CAE3Fi');
  });

  test('MiniMessage with <gradient> and with one <#RRGGBB> per character', () => {
    assert.equal(formatGradient('miniMessageGradient', jabuti()), '<gradient:#7B2FBF:#4CAE3F>Jabuti</gradient>');
    assert.equal(formatGradient('miniMessage', jabuti({ text: 'Jab' })), '<#7B2FBF>J<#646F7F>a<#4CAE3F>b');
  });

  test('legacy §x§R§R§G§G§B§B, in the lower case Bukkit writes', () => {
    assert.equal(formatGradient('legacy', jabuti({ text: 'Ja' })), '§x§7§b§2§f§b§fJ§x§4§c§a§e§3§fa');
  });

  test('styles follow each colour in legacy codes and wrap the text in MiniMessage', () => {
    const styled = jabuti({ text: 'Ja', styles: { bold: true, italic: false, underline: true, strikethrough: false } });
    assert.equal(formatGradient('essentials', styled), '&#7B2FBF&l&nJ&#4CAE3F&l&na');
    assert.equal(formatGradient('legacy', styled), '§x§7§b§2§f§b§f§l§nJ§x§4§c§a§e§3§f§l§na');
    assert.equal(formatGradient('miniMessage', styled), '<b><u><#7B2FBF>J<#4CAE3F>a');
    assert.equal(formatGradient('miniMessageGradient', styled), '<b><u><gradient:#7B2FBF:#4CAE3F>Ja</gradient></u></b>');
    const all = jabuti({ text: 'J', styles: { bold: true, italic: true, underline: true, strikethrough: true } });
    assert.equal(formatGradient('essentials', all), '&#7B2FBF&l&o&n&mJ');
    assert.equal(formatGradient('miniMessageGradient', all), '<b><i><u><st><gradient:#7B2FBF:#4CAE3F>J</gradient></st></u></i></b>');
  });

  test('a space keeps its place in the gradient but takes no code', () => {
    assert.equal(formatGradient('essentials', jabuti({ text: 'J i' })), '&#7B2FBFJ &#4CAE3Fi');
    assert.equal(formatGradient('miniMessage', jabuti({ text: 'J i' })), '<#7B2FBF>J <#4CAE3F>i');
  });

  test('text that MiniMessage would read as a tag is escaped; an accent or emoji is one character', () => {
    assert.equal(formatGradient('miniMessageGradient', jabuti({ text: '<3\\' })), '<gradient:#7B2FBF:#4CAE3F>\\<3\\\\</gradient>');
    assert.equal(formatGradient('essentials', jabuti({ text: 'é🙂' })), '&#7B2FBFé&#4CAE3F🙂');
  });

  test('empty text gives empty codes', () => {
    assert.equal(formatGradient('essentials', jabuti({ text: '' })), '');
    assert.equal(formatGradient('miniMessageGradient', jabuti({ text: '' })), '');
  });
});

describe('limits', () => {
  test('the nick counts visible characters only: 16 fit, 17 do not', () => {
    assert.equal(summarizeGradient(jabuti({ text: 'A'.repeat(16) }), LIMITS).overNickLimit, false);
    const long = summarizeGradient(jabuti({ text: 'A'.repeat(17) }), LIMITS);
    assert.deepEqual([long.visible, long.overNickLimit], [17, true]);
    assert.equal(summarizeGradient(jabuti({ text: 'Ação' }), LIMITS).visible, 4);
  });

  test('each code is measured against the chat limit: 28 letters fit, 29 do not', () => {
    const lengthOf = (text: string) => summarizeGradient(jabuti({ text }), LIMITS).outputs.find((output) => output.format === 'essentials');
    assert.deepEqual(lengthOf('A'.repeat(28)), { format: 'essentials', code: formatGradient('essentials', jabuti({ text: 'A'.repeat(28) })), length: 252, overChatLimit: false });
    assert.equal(lengthOf('A'.repeat(29))?.length, 261);
    assert.equal(lengthOf('A'.repeat(29))?.overChatLimit, true);
  });

  test('the summary lists the four formats in order', () => {
    assert.deepEqual(
      summarizeGradient(DEFAULT_GRADIENT, LIMITS).outputs.map((output) => output.format),
      ['essentials', 'miniMessageGradient', 'miniMessage', 'legacy'],
    );
  });
});

describe('the gradient in the page address', () => {
  test('text, colours and styles go to the query and come back', () => {
    const gradient = jabuti({ text: 'Olá, mundo & <3', stops: [PURPLE, '#FFFFFF', GREEN], styles: { ...NO_STYLES, italic: true, strikethrough: true } });
    const query = gradientToQuery(gradient);
    assert.equal(query, 'texto=Ol%C3%A1%2C+mundo+%26+%3C3&cores=7B2FBF-FFFFFF-4CAE3F&estilos=italico-tachado');
    assert.deepEqual(gradientFromQuery(`?${query}`, DEFAULT_GRADIENT, 256), gradient);
  });

  test('missing or senseless parts fall back to the default, one by one', () => {
    assert.deepEqual(gradientFromQuery('', DEFAULT_GRADIENT, 256), DEFAULT_GRADIENT);
    assert.deepEqual(gradientFromQuery('?cores=zzz-7B2FBF', DEFAULT_GRADIENT, 256).stops, DEFAULT_GRADIENT.stops, 'one valid colour is not a gradient');
    assert.deepEqual(gradientFromQuery('?cores=zzz-7B2FBF-fff', DEFAULT_GRADIENT, 256).stops, [PURPLE, '#FFFFFF'], 'invalid colours are dropped');
    assert.deepEqual(gradientFromQuery('?estilos=negrito-piscando', DEFAULT_GRADIENT, 256).styles, { ...NO_STYLES, bold: true });
    assert.equal(gradientFromQuery('?cores=' + Array(12).fill('FFFFFF').join('-'), DEFAULT_GRADIENT, 256).stops.length, 8);
    assert.equal(gradientFromQuery(`?texto=${'A'.repeat(300)}`, DEFAULT_GRADIENT, 256).text.length, 256);
  });

  test('an empty text in the address stays empty, and markup stays text', () => {
    assert.equal(gradientFromQuery('?texto=', DEFAULT_GRADIENT, 256).text, '');
    assert.equal(gradientFromQuery('?texto=%3Cimg+src%3Dx%3E', DEFAULT_GRADIENT, 256).text, '<img src=x>');
  });
});
