// The renderer's screens, read from the disk (decisions 37): every folder under renderer/ that is
// not one of the fixed layers is a screen, so a new screen folder is placed by being created.
// Plain ESM JavaScript with node:fs so that eslint.config.js and the workspace tests read the
// same list.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The renderer's folders that are layers of their own, not screens (decisions 37). */
export const rendererLayerFolders = ['ipc', 'i18n', 'data', 'words', 'ui', 'app'];

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The screen folders under `<root>/renderer/`, sorted by name.
 * @param {string} [root] the project root; this checkout's by default
 * @returns {string[]}
 */
export function rendererScreens(root = projectRoot) {
  return readdirSync(path.join(root, 'renderer'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !rendererLayerFolders.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}
