// `node --import ./register-edge.mjs`: resolves the bare specifier `electron` to electron-edge.cjs
// for ES modules (a resolve hook) and for require() (Node 20 has no synchronous CJS hook API, so
// Module._resolveFilename is wrapped). Both end in the CommonJS loader, hence one shared instance.
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const edgeUrl = new URL('./electron-edge.cjs', import.meta.url).href;

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(edgeUrl)}, format: 'commonjs', shortCircuit: true };
      return next(specifier, context);
    }
  `)}`,
);

const edgeFile = fileURLToPath(edgeUrl);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveElectron(request, ...rest) {
  return request === 'electron' ? edgeFile : resolveFilename.call(this, request, ...rest);
};
