// Reads the icon SVG into plain shapes. Only the subset build/icon.svg uses is accepted, and
// anything else stops the build with the element or attribute named, so an edit the rasterizer
// cannot draw is caught here instead of shipping icons that differ from the SVG.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; fill: Rgb }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: Rgb }
  | { kind: 'polyline'; points: Array<[number, number]>; strokeWidth: number; stroke: Rgb };

export interface IconDrawing {
  /** viewBox width and height: the user-space size every coordinate refers to. */
  width: number;
  height: number;
  /** Painted in document order, later shapes over earlier ones. */
  shapes: Shape[];
}

const ignoredElements = new Set(['title', 'desc']);

function fail(message: string): never {
  throw new Error(`icon SVG: ${message} (supported: rect, circle, polyline; see build/icon.svg)`);
}

function parseAttributes(tag: string, text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const rest = text.replace(
    /([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g,
    (_match, name: string, value: string) => {
      attributes.set(name, value);
      return '';
    },
  );
  if (rest.trim() !== '') fail(`<${tag}> has unreadable attribute text "${rest.trim()}"`);
  return attributes;
}

function allowOnly(tag: string, attributes: Map<string, string>, allowed: readonly string[]): void {
  for (const name of attributes.keys()) {
    if (!allowed.includes(name)) fail(`<${tag}> attribute "${name}" is not supported`);
  }
}

function number(
  tag: string,
  attributes: Map<string, string>,
  name: string,
  fallback?: number,
): number {
  const raw = attributes.get(name);
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    fail(`<${tag}> needs "${name}"`);
  }
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value))
    fail(`<${tag}> "${name}" is not a number: "${raw}"`);
  return value;
}

function color(tag: string, attributes: Map<string, string>, name: string): Rgb {
  const raw = attributes.get(name) ?? '';
  const match = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/.exec(raw);
  if (!match) fail(`<${tag}> "${name}" must be a #rrggbb colour, got "${raw}"`);
  return {
    r: parseInt(match[1] ?? '', 16),
    g: parseInt(match[2] ?? '', 16),
    b: parseInt(match[3] ?? '', 16),
  };
}

function expectValue(
  tag: string,
  attributes: Map<string, string>,
  name: string,
  value: string,
): void {
  if (attributes.get(name) !== value) fail(`<${tag}> needs ${name}="${value}"`);
}

function toShape(tag: string, attributes: Map<string, string>): Shape {
  switch (tag) {
    case 'rect': {
      allowOnly(tag, attributes, ['x', 'y', 'width', 'height', 'rx', 'fill']);
      const shape = {
        kind: 'rect' as const,
        x: number(tag, attributes, 'x', 0),
        y: number(tag, attributes, 'y', 0),
        width: number(tag, attributes, 'width'),
        height: number(tag, attributes, 'height'),
        radius: number(tag, attributes, 'rx', 0),
        fill: color(tag, attributes, 'fill'),
      };
      if (shape.radius * 2 > Math.min(shape.width, shape.height))
        fail('<rect> rx is more than half its side');
      return shape;
    }
    case 'circle':
      allowOnly(tag, attributes, ['cx', 'cy', 'r', 'fill']);
      return {
        kind: 'circle',
        cx: number(tag, attributes, 'cx'),
        cy: number(tag, attributes, 'cy'),
        r: number(tag, attributes, 'r'),
        fill: color(tag, attributes, 'fill'),
      };
    case 'polyline': {
      allowOnly(tag, attributes, [
        'points',
        'fill',
        'stroke',
        'stroke-width',
        'stroke-linecap',
        'stroke-linejoin',
      ]);
      // Round caps and joins make the stroke exactly a union of capsules, which is what the
      // rasterizer draws; other styles would not match.
      expectValue(tag, attributes, 'fill', 'none');
      expectValue(tag, attributes, 'stroke-linecap', 'round');
      expectValue(tag, attributes, 'stroke-linejoin', 'round');
      const numbers = (attributes.get('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (
        numbers.length < 4 ||
        numbers.length % 2 !== 0 ||
        numbers.some((n) => !Number.isFinite(n))
      ) {
        fail('<polyline> "points" needs at least two x,y pairs');
      }
      const points: Array<[number, number]> = [];
      for (let i = 0; i < numbers.length; i += 2)
        points.push([numbers[i] ?? 0, numbers[i + 1] ?? 0]);
      return {
        kind: 'polyline',
        points,
        strokeWidth: number(tag, attributes, 'stroke-width'),
        stroke: color(tag, attributes, 'stroke'),
      };
    }
    default:
      return fail(`element <${tag}> is not supported`);
  }
}

function parseViewBox(attributes: Map<string, string>): { width: number; height: number } {
  const parts = (attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [minX, minY, width, height] = parts;
  if (parts.length !== 4 || minX !== 0 || minY !== 0 || !width || !height || width !== height) {
    fail('<svg> needs a square viewBox="0 0 N N"');
  }
  return { width, height };
}

/** Parses the icon SVG subset; throws an Error naming the first unsupported construct. */
export function parseIconSvg(source: string): IconDrawing {
  const text = source.replace(/<\?xml[^>]*\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  let drawing: IconDrawing | null = null;
  let ignoredDepth = 0;
  let isClosed = false;
  for (const match of text.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, tag = '', rawAttributes = '', selfClosing] = match;
    if (isClosed) fail(`content after </svg>`);
    if (closing) {
      if (ignoredElements.has(tag)) ignoredDepth -= 1;
      else if (tag === 'svg') isClosed = true;
      else if (!['rect', 'circle', 'polyline'].includes(tag)) fail(`unexpected </${tag}>`);
      continue;
    }
    if (ignoredElements.has(tag)) {
      if (!selfClosing) ignoredDepth += 1;
      continue;
    }
    if (ignoredDepth > 0) fail(`<${tag}> inside <title> or <desc>`);
    const attributes = parseAttributes(tag, rawAttributes);
    if (tag === 'svg') {
      if (drawing) fail('nested <svg>');
      allowOnly(tag, attributes, ['xmlns', 'width', 'height', 'viewBox']);
      drawing = { ...parseViewBox(attributes), shapes: [] };
      continue;
    }
    if (!drawing) fail(`<${tag}> outside <svg>`);
    drawing.shapes.push(toShape(tag, attributes));
  }
  if (!drawing || !isClosed) fail('no complete <svg> element');
  if (drawing.shapes.length === 0) fail('nothing to draw');
  return drawing;
}
