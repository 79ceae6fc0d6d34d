// The main window reopens where the agent left it. Its place (normal bounds and whether it was
// maximized) is kept under one key of settings.json, saved when the window closes, and checked
// against the displays connected now before it is used (core/app/window-placement.ts decides).
// Main-process only: the renderer never sees or sets it.
import { screen, type BrowserWindow } from 'electron';
import {
  parseWindowState,
  placeWindow,
  type WindowPlacement,
  type WindowSizes,
} from '../core/app/window-placement';
import type { KeyValueStore } from '../core/ports';

const windowStateKey = 'window';

export function savedPlacement(store: KeyValueStore, sizes: WindowSizes): WindowPlacement {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
  const workAreas = [primary, ...others].map((display) => display.workArea);
  return placeWindow(parseWindowState(store.get(windowStateKey)), workAreas, sizes);
}

export function rememberPlacement(store: KeyValueStore, window: BrowserWindow): void {
  window.on('close', () => {
    // The normal bounds: a maximized or minimized window reopens at the size it returns to.
    const bounds = window.getNormalBounds();
    store.set(windowStateKey, {
      x: Math.round(bounds.x),
      y: Math.round(bounds.y),
      width: Math.round(bounds.width),
      height: Math.round(bounds.height),
      isMaximized: window.isMaximized(),
    });
  });
}
