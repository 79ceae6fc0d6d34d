// Runs built preload code the way a sandboxed preload runs: a bare context whose require knows
// only `electron` (ours must need nothing else), with the given stand-in for Electron's module.
import vm from 'node:vm';

export function runAsSandboxedPreload(code: string, electron: unknown): void {
  const sandboxRequire = (id: string): unknown => {
    if (id === 'electron') return electron;
    throw new Error(`sandboxed preload cannot require ${id}`);
  };
  const module = { exports: {} };
  vm.runInNewContext(`(function (require, module, exports) {${code}\n})`, {})(
    sandboxRequire,
    module,
    module.exports,
  );
}
