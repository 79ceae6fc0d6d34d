// Where the main window opens: the saved place when it is still on a display, moved or cut down to
// fit, and centred on the first display when its display is gone (an unplugged monitor).
import { describe, expect, it } from 'vitest';
import {
  parseWindowState,
  placeWindow,
  type WindowState,
} from '../../../electron/core/app/window-placement';

const sizes = { width: 1200, height: 800, minWidth: 800, minHeight: 560 };
const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const monitor = { x: 1440, y: -200, width: 2560, height: 1400 };
const saved = (state: Partial<WindowState> = {}): WindowState => ({
  x: 100,
  y: 50,
  width: 1000,
  height: 700,
  isMaximized: false,
  ...state,
});

describe('placeWindow', () => {
  it('opens at the default size, centred, when nothing was saved', () => {
    expect(placeWindow(undefined, [laptop], sizes)).toEqual({
      bounds: { width: 1200, height: 800 },
      isMaximized: false,
    });
  });

  it('reopens exactly where it was on a display that is still there', () => {
    expect(placeWindow(saved(), [laptop], sizes)).toEqual({
      bounds: { x: 100, y: 50, width: 1000, height: 700 },
      isMaximized: false,
    });
    const onMonitor = saved({ x: 2000, y: -100, width: 1800, height: 1200, isMaximized: true });
    expect(placeWindow(onMonitor, [laptop, monitor], sizes)).toEqual({
      bounds: { x: 2000, y: -100, width: 1800, height: 1200 },
      isMaximized: true,
    });
  });

  it('centres the saved size on the first display when its monitor is gone, cut down to fit', () => {
    const onMonitor = saved({ x: 2000, y: -100, width: 1800, height: 1200, isMaximized: true });
    expect(placeWindow(onMonitor, [laptop], sizes)).toEqual({
      bounds: { width: 1440, height: 875 },
      isMaximized: true,
    });
  });

  it('moves a window hanging off an edge back onto its display, keeping its size', () => {
    expect(placeWindow(saved({ x: 1000, y: 400 }), [laptop], sizes).bounds).toEqual({
      x: 440,
      y: 175,
      width: 1000,
      height: 700,
    });
    // Title bar above the top edge but partly on the display: brought down to be grabbable.
    expect(placeWindow(saved({ y: -20 }), [laptop], sizes).bounds).toMatchObject({ y: 0 });
  });

  it('treats a window whose title bar is off every display as lost', () => {
    expect(placeWindow(saved({ x: 100, y: 900 }), [laptop], sizes).bounds).toEqual({
      width: 1000,
      height: 700,
    });
    expect(placeWindow(saved({ x: -960 }), [laptop], sizes).bounds).toEqual({
      width: 1000,
      height: 700,
    });
  });

  it('never opens smaller than the minimum, unless the display itself is smaller', () => {
    expect(placeWindow(saved({ width: 300, height: 200 }), [laptop], sizes).bounds).toEqual({
      x: 100,
      y: 50,
      width: 800,
      height: 560,
    });
    const tiny = { x: 0, y: 0, width: 700, height: 500 };
    expect(placeWindow(saved({ x: 0, y: 0 }), [tiny], sizes).bounds).toEqual({
      x: 0,
      y: 0,
      width: 700,
      height: 500,
    });
  });

  it('with no display reported at all, uses the defaults', () => {
    expect(placeWindow(saved(), [], sizes).bounds).toEqual({ width: 1200, height: 800 });
  });
});

describe('parseWindowState', () => {
  it('accepts what was saved and nothing else', () => {
    expect(parseWindowState(saved())).toEqual(saved());
    for (const bad of [
      undefined,
      null,
      'x',
      { ...saved(), width: 0 },
      { ...saved(), x: 1.5 },
      { ...saved(), isMaximized: 'yes' },
      { ...saved(), extra: 1 },
      { x: 1, y: 2 },
    ])
      expect(parseWindowState(bad)).toBeUndefined();
  });
});
