/**
 * Measures every label of the SVG document open in the page, as Chromium draws it: its size on
 * screen, whether it stays on the shape it sits on, whether it covers other labels or shapes, and
 * its contrast. Runs inside the page (`page.evaluate(auditSvgLabels, …)`), so it may use nothing
 * from outside its own body.
 */

export type LabelProblemKind = 'small' | 'overflow' | 'covers' | 'contrast';

export interface LabelProblem {
  kind: LabelProblemKind;
  message: string;
}

export interface AuditOptions {
  /** The width, in CSS pixels, the picture is shown at. */
  shownWidth: number;
  minimumPixels: number;
  minimumContrast: number;
}

export function auditSvgLabels({ shownWidth, minimumPixels, minimumContrast }: AuditOptions): LabelProblem[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  type Rgba = [number, number, number, number];
  const root = document.documentElement as unknown as SVGSVGElement;
  const rootBox = root.getBoundingClientRect();
  // Everything below is measured in the drawing's own units (its viewBox), then scaled once.
  const unitsPerPixel = root.viewBox.baseVal.width / rootBox.width;
  const shownScale = shownWidth / root.viewBox.baseVal.width;
  const EPSILON = 1;
  const MARGIN = 2;

  const toUnits = (rect: DOMRect): Box => ({
    left: (rect.left - rootBox.left) * unitsPerPixel,
    top: (rect.top - rootBox.top) * unitsPerPixel,
    right: (rect.right - rootBox.left) * unitsPerPixel,
    bottom: (rect.bottom - rootBox.top) * unitsPerPixel,
  });
  const intersect = (a: Box, b: Box, inset: number): boolean => a.left + inset < b.right && b.left + inset < a.right && a.top + inset < b.bottom && b.top + inset < a.bottom;
  const area = (box: Box) => (box.right - box.left) * (box.bottom - box.top);
  const describe = (element: Element): string => {
    const attributes = ['x', 'y', 'cx', 'cy', 'width', 'height', 'r', 'fill'].filter((name) => element.hasAttribute(name)).map((name) => `${name}="${element.getAttribute(name)}"`);
    return element.tagName === 'text' ? `"${element.textContent}"` : `<${element.tagName} ${attributes.join(' ')}>`;
  };

  /** A point of the drawing in an element's own user space (it may sit in a transformed group). */
  const pointFor = (element: SVGGraphicsElement, x: number, y: number): DOMPoint => {
    const client = new DOMPoint(x / unitsPerPixel + rootBox.left, y / unitsPerPixel + rootBox.top);
    return client.matrixTransform(element.getScreenCTM()!.inverse());
  };
  const parseColour = (value: string): Rgba | undefined => {
    const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
    if (!match) return undefined;
    return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
  };
  const opacityOf = (element: Element): number => {
    let opacity = 1;
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  /** The colour a fill paints: a pattern paints its first rectangle's colour (its background). */
  const paintColour = (paint: string): Rgba | undefined => {
    const reference = /url\("?#([^")]+)"?\)/.exec(paint);
    if (!reference) return parseColour(paint);
    const background = document.getElementById(reference[1]!)?.querySelector('rect');
    return background ? parseColour(getComputedStyle(background).fill) : undefined;
  };
  const fillOf = (element: Element): Rgba | undefined => {
    const style = getComputedStyle(element);
    const colour = paintColour(style.fill);
    if (!colour) return undefined;
    const alpha = colour[3] * Number(style.fillOpacity) * opacityOf(element);
    return alpha > 0 ? [colour[0], colour[1], colour[2], alpha] : undefined;
  };
  const strokes = (element: Element): boolean => {
    const style = getComputedStyle(element);
    return style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0 && Number(style.strokeOpacity) * opacityOf(element) > 0;
  };
  const over = (top: Rgba, bottom: [number, number, number]): [number, number, number] => [0, 1, 2].map((index) => top[index]! * top[3] + bottom[index]! * (1 - top[3])) as [number, number, number];
  const luminance = (colour: [number, number, number]): number => {
    const [r, g, b] = colour.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: [number, number, number], b: [number, number, number]): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (colour: [number, number, number]) => `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

  const drawn = [...root.querySelectorAll<SVGGraphicsElement>('rect, circle, ellipse, path, polygon, polyline, line, text, image, use')].filter((element) => !element.closest('defs, pattern, clipPath, mask, marker, symbol'));
  const boxes = new Map(drawn.map((element) => [element, toUnits(element.getBoundingClientRect())]));
  /** Whether a clip path on the element or a group around it cuts the point away. */
  const clippedAway = (element: Element, x: number, y: number): boolean => {
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const reference = /url\("?#([^")]+)"?\)/.exec(getComputedStyle(node).clipPath);
      const clip = reference ? document.getElementById(reference[1]!) : null;
      if (clip && ![...clip.children].some((shape) => (shape as SVGGeometryElement).isPointInFill?.(pointFor(shape as SVGGraphicsElement, x, y)))) return true;
    }
    return false;
  };
  const inFill = (element: SVGGraphicsElement, x: number, y: number) => ((element as SVGGeometryElement).isPointInFill?.(pointFor(element, x, y)) ?? false) && !clippedAway(element, x, y);
  const inStroke = (element: SVGGraphicsElement, x: number, y: number) => ((element as SVGGeometryElement).isPointInStroke?.(pointFor(element, x, y)) ?? false) && !clippedAway(element, x, y);

  const problems: LabelProblem[] = [];
  const texts = drawn.filter((element): element is SVGTextElement => element.tagName === 'text');
  for (const label of texts) {
    const ctm = label.getCTM()!;
    const fontUnits = parseFloat(getComputedStyle(label).fontSize) * Math.hypot(ctm.a, ctm.b);
    const baseline = new DOMPoint(0, label.y.baseVal[0]?.value ?? 0).matrixTransform(ctm).y;
    // Across, the letters' advances as Chromium laid them out; up and down, where the ink is: the
    // font's whole line box (getBBox) adds a leading above the capitals that nobody sees.
    const laidOut = boxes.get(label)!;
    const descends = /[gjpqyçÇ(),;Q_[\]{}|]/.test(label.textContent ?? '');
    boxes.set(label, { left: laidOut.left, right: laidOut.right, top: baseline - fontUnits * 0.76, bottom: baseline + fontUnits * (descends ? 0.24 : 0.02) });
  }
  for (const label of texts) {
    const name = describe(label);
    const style = getComputedStyle(label);
    const ctm = label.getCTM()!;
    const fontUnits = parseFloat(style.fontSize) * Math.hypot(ctm.a, ctm.b);
    const box = boxes.get(label)!;
    const shownPixels = fontUnits * shownScale;
    if (shownPixels < minimumPixels - 0.05) problems.push({ kind: 'small', message: `${name} is ${shownPixels.toFixed(1)} px on screen (font ${fontUnits} × ${shownWidth} ÷ ${root.viewBox.baseVal.width}), under ${minimumPixels} px` });

    // Where the label is anchored: its x, and the middle of its capitals above the baseline.
    const anchorPoint = new DOMPoint(label.x.baseVal[0]?.value ?? 0, (label.y.baseVal[0]?.value ?? 0) - parseFloat(style.fontSize) * 0.35).matrixTransform(ctm);
    const [ax, ay] = [anchorPoint.x, anchorPoint.y];
    const index = drawn.indexOf(label);
    const beneath = drawn.slice(0, index).filter((shape) => shape.tagName !== 'text' && fillOf(shape) && inFill(shape, ax, ay));
    // The shape the label sits on: the topmost one under its anchor that is not see-through (a
    // pill drawn over a field, not the field's smallest tile under it); else the smallest.
    const host = [...beneath].reverse().find((shape) => fillOf(shape)![3] >= 0.5) ?? beneath.reduce<SVGGraphicsElement | undefined>((smallest, shape) => (!smallest || area(boxes.get(shape)!) < area(boxes.get(smallest)!) ? shape : smallest), undefined);
    // A label with a halo (a wide stroke painted under its letters) brings its own background: it may cross shapes.
    const halo = style.paintOrder.startsWith('stroke') && strokes(label) && parseFloat(style.strokeWidth) >= 2 ? parseColour(style.stroke) : undefined;
    if (host && !halo) {
      // A label keeps a margin inside its shape: a rectangle's straight sides (its rounded corners
      // only cut what a pill's letters never reach), a round shape's outline at the middles of the sides.
      const grown = { left: box.left - MARGIN, top: box.top - MARGIN, right: box.right + MARGIN, bottom: box.bottom + MARGIN };
      const hostBox = boxes.get(host)!;
      const by = Math.max(hostBox.left - grown.left, grown.right - hostBox.right, hostBox.top - grown.top, grown.bottom - hostBox.bottom);
      const middleX = (grown.left + grown.right) / 2;
      const middleY = (grown.top + grown.bottom) / 2;
      const sides: [number, number][] = [[middleX, grown.top], [middleX, grown.bottom], [grown.left, middleY], [grown.right, middleY]];
      const outside = host.tagName === 'rect' ? by > 0.05 : sides.some(([x, y]) => !inFill(host, x, y));
      if (outside) problems.push({ kind: 'overflow', message: `${name} leaves the shape it sits on, ${describe(host)} (with a margin of ${MARGIN})${by > 0 ? `, by ${by.toFixed(1)} units` : ''}` });
    }
    for (const other of texts) {
      if (other === label || drawn.indexOf(other) < index) continue;
      if (intersect(box, boxes.get(other)!, EPSILON)) problems.push({ kind: 'covers', message: `${name} and ${describe(other)} overlap` });
    }
    // Shapes drawn after the label cover it; shapes drawn before that it does not sit on, it covers
    // (a label with a halo is made to cross them).
    // Only what was drawn over the shape the label sits on can show: the rest that shape hides.
    const onTopOfHost = host ? drawn.slice(drawn.indexOf(host) + 1, index) : drawn.slice(0, index);
    const others = [...drawn.slice(index + 1), ...(halo ? [] : onTopOfHost.filter((shape) => !beneath.includes(shape)))];
    for (const shape of others) {
      if (shape.tagName === 'text' || !intersect(box, boxes.get(shape)!, EPSILON)) continue;
      const filled = fillOf(shape) !== undefined;
      const stroked = strokes(shape);
      if (!filled && !stroked) continue;
      let hit = false;
      const columns = Math.max(2, Math.ceil((box.right - box.left) / 2));
      const rows = Math.max(2, Math.ceil((box.bottom - box.top) / 2));
      for (let column = 0; column <= columns && !hit; column++) {
        for (let row = 0; row <= rows && !hit; row++) {
          const x = box.left + EPSILON + ((box.right - box.left - 2 * EPSILON) * column) / columns;
          const y = box.top + EPSILON + ((box.bottom - box.top - 2 * EPSILON) * row) / rows;
          hit = (filled && inFill(shape, x, y)) || (stroked && inStroke(shape, x, y));
        }
      }
      if (hit) problems.push({ kind: 'covers', message: drawn.indexOf(shape) > index ? `${name} is covered by ${describe(shape)}, drawn after it` : `${name} covers ${describe(shape)}, drawn before it` });
    }

    let background: [number, number, number] = [255, 255, 255];
    if (halo) background = over(halo, background);
    else for (const shape of beneath) background = over(fillOf(shape)!, background);
    const ink = paintColour(style.fill);
    if (ink) {
      const colour = over([ink[0], ink[1], ink[2], ink[3] * Number(style.fillOpacity) * opacityOf(label)], background);
      const ratio = contrast(colour, background);
      if (ratio < minimumContrast) problems.push({ kind: 'contrast', message: `${name}: ${hex(colour)} on ${hex(background)} is ${ratio.toFixed(2)}:1, under ${minimumContrast}:1` });
    }
  }
  return problems;
}
