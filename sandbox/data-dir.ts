// Where `npm run sandbox` keeps its data when --data-dir is not given: the user's data folder,
// as Electron's app.getPath('appData') resolves it, then boarding-desk/sandbox.
import os from 'node:os';
import path from 'node:path';

export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const home = os.homedir();
  const base =
    platform === 'win32'
      ? (env.APPDATA ?? path.join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? path.join(home, 'Library', 'Application Support')
        : env.XDG_DATA_HOME || path.join(home, '.local', 'share');
  return path.join(base, 'boarding-desk', 'sandbox');
}
