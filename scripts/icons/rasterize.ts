// Draws IconDrawing shapes into an RGBA buffer at any size. Each shape is a signed distance
// function (negative inside); a pixel's coverage is its distance to the edge, in pixels, mapped to
// 0..1 across one pixel: the usual analytic anti-aliasing, sharp at 16 px and smooth at 1024 px.
import type { IconDrawing, Rgb, Shape } from './svg-shapes';

type Distance = (x: number, y: number) => number;

function roundRectDistance(shape: Extract<Shape, { kind: 'rect' }>): Distance {
  const halfWidth = shape.width / 2;
  const halfHeight = shape.height / 2;
  const centerX = shape.x + halfWidth;
  const centerY = shape.y + halfHeight;
  const r = shape.radius;
  return (x, y) => {
    const qx = Math.abs(x - centerX) - halfWidth + r;
    const qy = Math.abs(y - centerY) - halfHeight + r;
    const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
    return outside + Math.min(Math.max(qx, qy), 0) - r;
  };
}

function circleDistance(shape: Extract<Shape, { kind: 'circle' }>): Distance {
  return (x, y) => Math.hypot(x - shape.cx, y - shape.cy) - shape.r;
}

/** A round-capped, round-joined stroke is the union of one capsule per segment. */
function polylineDistance(shape: Extract<Shape, { kind: 'polyline' }>): Distance {
  const halfWidth = shape.strokeWidth / 2;
  const segments = shape.points.slice(1).map((end, i) => [shape.points[i] ?? end, end] as const);
  return (x, y) => {
    let best = Infinity;
    for (const [[ax, ay], [bx, by]] of segments) {
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t =
        lengthSquared === 0
          ? 0
          : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
      best = Math.min(best, Math.hypot(x - ax - dx * t, y - ay - dy * t));
    }
    return best - halfWidth;
  };
}

function distanceOf(shape: Shape): Distance {
  if (shape.kind === 'rect') return roundRectDistance(shape);
  if (shape.kind === 'circle') return circleDistance(shape);
  return polylineDistance(shape);
}

function colorOf(shape: Shape): Rgb {
  return shape.kind === 'polyline' ? shape.stroke : shape.fill;
}

/** Renders the drawing at size x size pixels; returns straight (non-premultiplied) RGBA bytes. */
export function rasterize(drawing: IconDrawing, size: number): Buffer {
  const unitsPerPixel = drawing.width / size;
  const layers = drawing.shapes.map((shape) => ({
    distance: distanceOf(shape),
    color: colorOf(shape),
  }));
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      // Sample at the pixel centre, in SVG user units.
      const x = (column + 0.5) * unitsPerPixel;
      const y = (row + 0.5) * unitsPerPixel;
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (const layer of layers) {
        const coverage = Math.min(1, Math.max(0, 0.5 - layer.distance(x, y) / unitsPerPixel));
        if (coverage === 0) continue;
        // Porter-Duff "over" in premultiplied form.
        red = layer.color.r * coverage + red * (1 - coverage);
        green = layer.color.g * coverage + green * (1 - coverage);
        blue = layer.color.b * coverage + blue * (1 - coverage);
        alpha = coverage + alpha * (1 - coverage);
      }
      const offset = (row * size + column) * 4;
      if (alpha > 0) {
        pixels[offset] = Math.round(red / alpha);
        pixels[offset + 1] = Math.round(green / alpha);
        pixels[offset + 2] = Math.round(blue / alpha);
      }
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}
