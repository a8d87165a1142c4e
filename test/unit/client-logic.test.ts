import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateConfig } from '../../src/generator/config.ts';
import { collapseDuration } from '../../src/client/collapsible.ts';
import { nextChoice, shownChoice } from '../../src/client/color-mode.ts';
import { PROGRESS, trickle } from '../../src/client/progress-bar.ts';
import { earlyScript, scriptJson } from '../../src/components/head-scripts.ts';
import siteConfig from '../../site.config.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';
import { activeOptionAfter } from '../../src/islands/parts/active-option.ts';

test('colour mode cycles system → light → dark → system when the system is respected, else light ↔ dark; Docusaurus 2\'s switch flips the mode it shows', () => {
  const respected = { respectPrefersColorScheme: true };
  assert.deepEqual([nextChoice('system', respected), nextChoice('light', respected), nextChoice('dark', respected)], ['light', 'dark', 'system']);
  assert.deepEqual([nextChoice('light', { respectPrefersColorScheme: false }), nextChoice('dark', { respectPrefersColorScheme: false })], ['dark', 'light']);
  const twoStates = { ...respected, twoStates: true as const, defaultMode: 'light' as const };
  assert.equal(shownChoice('system', twoStates, undefined), 'light', 'the default before the browser says');
  assert.deepEqual([nextChoice('system', twoStates, 'dark'), nextChoice('system', twoStates, 'light'), nextChoice('dark', twoStates)], ['light', 'dark', 'light']);
  assert.equal(shownChoice('dark', twoStates, undefined), 'dark');
});

test("the search box's arrows move through its options and wrap; Home and End give the focus back to the text", () => {
  const after = (keys: string[], count: number) => keys.reduce((active, key) => activeOptionAfter(key, active, count) ?? active, -1);
  assert.deepEqual([after(['ArrowDown'], 8), after(['ArrowDown', 'ArrowDown'], 8), after(['ArrowUp'], 8), after(['ArrowDown', 'ArrowUp'], 8)], [0, 1, 7, 7]);
  assert.equal(after(Array<string>(8).fill('ArrowDown'), 8), 7);
  assert.equal(after(Array<string>(9).fill('ArrowDown'), 8), 0, 'down from the last wraps to the first');
  assert.deepEqual([after(['ArrowDown', 'Home'], 8), after(['ArrowDown', 'ArrowDown', 'End'], 8)], [-1, -1]);
  assert.equal(activeOptionAfter('ArrowDown', -1, 0), -1, 'no option to reach');
  assert.equal(activeOptionAfter('ArrowUp', 6, 3), 2, 'an option past a shorter list counts as none');
  assert.equal(activeOptionAfter('a', 2, 8), undefined, 'other keys leave it');
});

test('a taller category animates longer, less than proportionally, within bounds', () => {
  const short = collapseDuration(60);
  const tall = collapseDuration(600);
  assert.ok(short >= 120 && tall > short && tall < short * 10 && collapseDuration(100_000) === 600, `${short} ${tall}`);
  assert.equal(collapseDuration(-5), 120);
});

test('the progress bar creeps fast, then slower, and never reaches the end', () => {
  assert.equal(PROGRESS.minimum, 0.08);
  const steps: number[] = [PROGRESS.minimum];
  for (let i = 0; i < 200; i++) steps.push(trickle(steps.at(-1)!));
  assert.ok(steps[1]! - steps[0]! > steps[60]! - steps[59]!);
  assert.ok(steps.at(-1)! < 1 && steps.at(-1)! > 0.9, String(steps.at(-1)));
});

test('JSON for inline scripts cannot close the script element', () => {
  const json = scriptJson({ content: '</script><script>alert(1)</script>', line: '\u2028' });
  assert.doesNotMatch(json, /<\/script/i);
  assert.deepEqual(JSON.parse(json), { content: '</script><script>alert(1)</script>', line: '\u2028' });
});

test('the head script sets the stored theme and choice only when the switch is enabled, and always checks the base URL', () => {
  const PT_BR = siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' });
  const disabled = earlyScript(validateConfig(siteConfig), PT_BR);
  assert.doesNotMatch(disabled, /dataset\.theme/);
  assert.match(disabled, /location\.pathname\.indexOf\("\/"\)/);
  const enabled = earlyScript(
    validateConfig({
      ...siteConfig,
      colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
      announcementBar: { id: 'x"1', content: 'Olá', isCloseable: true },
    }),
    PT_BR,
  );
  assert.match(enabled, /s=t==="light"\|\|t==="dark";d\.dataset\.theme=s\?t:"dark";d\.dataset\.themeChoice=s\?t:"dark"/);
  assert.match(enabled, /==="x\\"1"\)d\.dataset\.announcementDismissed/);
  assert.doesNotThrow(() => new Function(enabled));
});
