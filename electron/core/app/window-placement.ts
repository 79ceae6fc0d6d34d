// Where the main window opens: where the agent left it (size, position, maximized), as long as
// that place is still on a connected display. A laptop unplugged from the office monitor must not
// open its only window off-screen, so a saved place is checked against the displays' work areas
// the way VS Code validates its window state: most of the title bar must be on one display, the
// size is cut down to that display, and otherwise the saved size opens centred on the first one.
// Plain data in, plain data out: the Electron edge (electron/main/window-state.ts) reads `screen`
// and the window, this decides.
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WindowStateSchema = z.strictObject({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  isMaximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export interface WindowSizes {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/**
 * The window's first size and the smallest it may be made: the smallest is what every screen is
 * laid out for, in every language (tests/e2e/i18n/smallest-window.spec.ts).
 */
export const windowSizes: WindowSizes = { width: 1200, height: 800, minWidth: 800, minHeight: 560 };

/** What the window is created with: no x/y means "centred" (Electron's default). */
export interface WindowPlacement {
  bounds: { x?: number; y?: number; width: number; height: number };
  isMaximized: boolean;
}

/** Enough of the top edge to grab and move the window: this much must be on a display. */
const grabbable = { width: 120, height: 40 };

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

function clampSize(size: number, min: number, max: number): number {
  return Math.max(Math.min(size, max), Math.min(min, max));
}

/** Whatever the store held (older, hand-edited or missing): a valid state or nothing. */
export function parseWindowState(stored: unknown): WindowState | undefined {
  const parsed = WindowStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export function placeWindow(
  saved: WindowState | undefined,
  workAreas: readonly Rect[],
  sizes: WindowSizes,
): WindowPlacement {
  const first = workAreas[0];
  if (saved === undefined || first === undefined)
    return { bounds: { width: sizes.width, height: sizes.height }, isMaximized: false };
  const titleBar: Rect = { x: saved.x, y: saved.y, width: saved.width, height: grabbable.height };
  const home = workAreas.find((area) => {
    const visible = overlap(titleBar, area);
    return visible.width >= Math.min(grabbable.width, saved.width) && visible.height >= 1;
  });
  const area = home ?? first;
  const width = clampSize(saved.width, sizes.minWidth, area.width);
  const height = clampSize(saved.height, sizes.minHeight, area.height);
  if (home === undefined) return { bounds: { width, height }, isMaximized: saved.isMaximized };
  // Kept where it was, moved only as far as it takes to be wholly on its display.
  const x = Math.min(Math.max(saved.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(saved.y, area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, isMaximized: saved.isMaximized };
}
