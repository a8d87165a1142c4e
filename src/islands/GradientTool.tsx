import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hexToRgb, mixColors, parseHex, rgbToHex, textShadowOf } from '../tools/color.ts';
import {
  charactersOf,
  DEFAULT_GRADIENT,
  type Gradient,
  type GradientSummary,
  gradientColors,
  STOP_LIMITS,
  STYLE_NAMES,
  type StyleName,
  summarizeGradient,
  type TextLimits,
  type TextStyles,
} from '../tools/gradient.ts';
import { gradientFromQuery, gradientToQuery } from '../tools/gradient-url.ts';
import { jabuticraftText } from '../model/jabuticraft-text.ts';
import { CopyTextButton } from './parts/CopyTextButton.tsx';
import { useHydrated } from './parts/use-hydrated.ts';

interface Props {
  limits: TextLimits;
}

/** A colour stop as edited: the valid colour in use, and what the player typed in its field. */
interface Stop {
  id: number;
  color: string;
  draft: string;
}

interface ToolState {
  text: string;
  stops: Stop[];
  styles: TextStyles;
  nextId: number;
}

/** The address follows the tool a moment after the last change: browsers throttle rapid address updates. */
const ADDRESS_DELAY_MS = 300;
const t = jabuticraftText.gradient;

function stateOf({ text, stops, styles }: Gradient): ToolState {
  return { text, stops: stops.map((color, id) => ({ id, color, draft: color })), styles, nextId: stops.length };
}

/**
 * The gradient nick generator: text, colour stops, styles, a chat-like preview and the codes in each
 * format. The server renders the page's example; a shared link's gradient is read from the address
 * once the tool runs in the browser, and every change is written back to it.
 */
export default function GradientTool({ limits }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<ToolState>(() => stateOf(DEFAULT_GRADIENT));
  const edited = useRef(false);
  const gradient: Gradient = { text: state.text, stops: state.stops.map((stop) => stop.color), styles: state.styles };
  const query = gradientToQuery(gradient);

  useEffect(() => {
    if (window.location.search) setState(stateOf(gradientFromQuery(window.location.search, DEFAULT_GRADIENT, limits.chat)));
  }, [limits.chat]);

  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}?${query}${hash}`);
    }, ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const update = (change: (current: ToolState) => ToolState) => {
    edited.current = true;
    setState(change);
  };
  const summary = summarizeGradient(gradient, limits);

  return (
    <div className="tool gradient-tool">
      <noscript>
        <p className="tool-note">{t.noScript}</p>
      </noscript>
      <div className="tool-field">
        <label htmlFor="gradiente-texto">{t.textLabel}</label>
        <input
          id="gradiente-texto"
          type="text"
          value={state.text}
          maxLength={limits.chat}
          placeholder={t.textPlaceholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="gradiente-contador"
          disabled={!hydrated}
          onChange={(event) => {
            const text = event.target.value;
            update((current) => ({ ...current, text }));
          }}
        />
        <NickCounter summary={summary} limit={limits.nick} />
      </div>
      <StopsEditor stops={state.stops} disabled={!hydrated} update={update} />
      <fieldset className="tool-fieldset">
        <legend>{t.stylesLegend}</legend>
        <div className="tool-toggles">
          {STYLE_NAMES.map((style) => (
            <label key={style} className={`tool-toggle tool-toggle-${style}`}>
              <input
                type="checkbox"
                checked={state.styles[style]}
                disabled={!hydrated}
                onChange={(event) => {
                  const on = event.target.checked;
                  update((current) => ({ ...current, styles: { ...current.styles, [style]: on } }));
                }}
              />
              <span>{t.styles[style]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ChatPreview gradient={gradient} />
      <Outputs summary={summary} limit={limits.chat} />
    </div>
  );
}

function NickCounter({ summary, limit }: { summary: GradientSummary; limit: number }) {
  return (
    <div id="gradiente-contador">
      <p className={summary.overNickLimit ? 'tool-counter tool-counter-over' : 'tool-counter'}>{t.counter(summary.visible, limit)}</p>
      <div aria-live="polite">{summary.overNickLimit ? <p className="tool-warning">{t.overNick(summary.visible, limit)}</p> : null}</div>
    </div>
  );
}

function StopsEditor({ stops, disabled, update }: { stops: Stop[]; disabled: boolean; update: (change: (current: ToolState) => ToolState) => void }) {
  const setStop = (id: number, change: Partial<Stop>) =>
    update((current) => ({ ...current, stops: current.stops.map((stop) => (stop.id === id ? { ...stop, ...change } : stop)) }));
  const typeCode = (id: number, draft: string) => {
    const parsed = parseHex(draft);
    setStop(id, parsed.ok ? { draft, color: parsed.hex } : { draft });
  };
  const pickColor = (id: number, value: string) => {
    const parsed = parseHex(value);
    if (parsed.ok) setStop(id, { draft: parsed.hex, color: parsed.hex });
  };
  const tidyCode = (stop: Stop) => {
    if (parseHex(stop.draft).ok) setStop(stop.id, { draft: stop.color });
  };
  const remove = (id: number) => update((current) => ({ ...current, stops: current.stops.filter((stop) => stop.id !== id) }));
  // A new stop goes before the last one, in the colour already there: the gradient looks the same until it is changed.
  const add = () =>
    update((current) => {
      const last = current.stops.at(-1);
      const before = current.stops.at(-2);
      if (!last || !before) return current;
      const color = rgbToHex(mixColors(hexToRgb(before.color), hexToRgb(last.color), 0.5));
      return { ...current, stops: [...current.stops.slice(0, -1), { id: current.nextId, color, draft: color }, last], nextId: current.nextId + 1 };
    });

  return (
    <fieldset className="tool-fieldset">
      <legend>{t.colorsLegend}</legend>
      <ol className="gradient-stops">
        {stops.map((stop, index) => {
          const position = index + 1;
          const parsed = parseHex(stop.draft);
          const errorId = `gradiente-cor-${stop.id}-erro`;
          return (
            <li key={stop.id} className="gradient-stop">
              <input
                type="color"
                className="gradient-stop-picker"
                value={stop.color.toLowerCase()}
                aria-label={t.colorPicker(position)}
                disabled={disabled}
                onChange={(event) => pickColor(stop.id, event.target.value)}
              />
              <input
                type="text"
                className="gradient-stop-code"
                value={stop.draft}
                aria-label={t.colorCode(position)}
                aria-invalid={!parsed.ok}
                aria-describedby={parsed.ok ? undefined : errorId}
                maxLength={9}
                autoComplete="off"
                spellCheck={false}
                disabled={disabled}
                onChange={(event) => typeCode(stop.id, event.target.value)}
                onBlur={() => tidyCode(stop)}
              />
              {stops.length > STOP_LIMITS.min ? (
                <button type="button" className="gradient-stop-remove" aria-label={t.removeColor(position)} title={t.removeColor(position)} disabled={disabled} onClick={() => remove(stop.id)}>
                  ×
                </button>
              ) : null}
              {parsed.ok ? null : (
                <p className="tool-error" id={errorId}>
                  {parsed.message}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="gradient-stops-actions">
        <button type="button" className="button" disabled={disabled || stops.length >= STOP_LIMITS.max} onClick={add}>
          {t.addColor}
        </button>
        <span className="tool-hint">{t.colorsHint(STOP_LIMITS.min, STOP_LIMITS.max)}</span>
      </div>
    </fieldset>
  );
}

const DECORATION: Partial<Record<StyleName, string>> = { underline: 'underline', strikethrough: 'line-through' };

/** The text as the chat draws it: each letter in its colour, with Minecraft's hard shadow a quarter as bright. */
function ChatPreview({ gradient }: { gradient: Gradient }) {
  const characters = charactersOf(gradient.text);
  const colors = gradientColors(gradient.stops, characters.length);
  const { styles } = gradient;
  const decoration = STYLE_NAMES.flatMap((style) => (styles[style] && DECORATION[style] ? [DECORATION[style]] : [])).join(' ') || undefined;
  return (
    <figure className="gradient-preview">
      <figcaption>{t.preview}</figcaption>
      <p className="gradient-preview-chat" style={{ fontWeight: styles.bold ? 800 : undefined, fontStyle: styles.italic ? 'italic' : undefined }}>
        {characters.map((character, index) => {
          const color = colors[index] ?? '#FFFFFF';
          return (
            <span key={index} style={{ color, textShadow: `0.12em 0.12em 0 ${textShadowOf(color)}`, textDecorationLine: decoration }}>
              {character}
            </span>
          );
        })}
      </p>
    </figure>
  );
}

function Outputs({ summary, limit }: { summary: GradientSummary; limit: number }) {
  return (
    <section className="gradient-outputs" aria-labelledby="gradiente-codigos">
      <h2 id="gradiente-codigos" className="tool-heading">
        {t.outputsTitle}
      </h2>
      {summary.visible === 0 ? (
        <p className="tool-note">{t.emptyText}</p>
      ) : (
        summary.outputs.map((output) => {
          const format = t.formats[output.format];
          return (
            <div key={output.format} className="gradient-output" data-format={output.format}>
              <div className="gradient-output-head">
                <h3>{format.title}</h3>
                <span className={output.overChatLimit ? 'tool-counter tool-counter-over' : 'tool-counter'}>{t.codeLength(output.length)}</span>
                <CopyTextButton text={output.code} what={t.copyWhat(format.title)} />
              </div>
              <p className="tool-hint">{withCode(format.hint)}</p>
              <pre className="gradient-output-code">
                <code>{output.code}</code>
              </pre>
              {output.overChatLimit ? <p className="tool-warning">{t.overChat(limit)}</p> : null}
            </div>
          );
        })
      )}
    </section>
  );
}

/** A hint whose parts between backticks are what the player types or pastes (`/nick`, `<gradient>`): shown as code, as every command on the site. */
function withCode(hint: string): ReactNode[] {
  return hint.split('`').map((part, position) => (position % 2 === 1 ? <code key={position}>{part}</code> : part));
}
