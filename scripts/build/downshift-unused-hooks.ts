// downshift's hooks the renderer does not use, left out of its build (decisions 98). The editor
// uses one hook, useCombobox (renderer/editor/fields/SearchCombobox.tsx); downshift's module gives
// each of its other hooks a `stateChangeTypes` property in a top-level statement, and a statement
// with an effect keeps the hook, and everything only it uses, in the bundle: useSelect,
// useMultipleSelection and useTagGroup, about 4 KB gzipped of the 250 KB budget, never run. In the
// renderer's build those three assignments are removed, so the bundler drops the hooks; the
// renderer's code importing one of them fails the build instead of finding it without its
// `stateChangeTypes`.
import type { Plugin } from 'vite';
import { cutExpected } from './cut-expected';

/** The hooks' names in downshift's module, and as exported. */
const unusedHooks: Record<string, string> = {
  useSelect: 'useSelect',
  useMultipleSelection: 'useMultipleSelection',
  _useTagGroup: 'useTagGroup',
};

const downshiftModule = /[\\/]node_modules[\\/]downshift[\\/]dist[\\/]downshift\.esm\.mjs$/;

export function downshiftUnusedHooks(): Plugin {
  const exported = Object.values(unusedHooks);
  const names = Object.keys(unusedHooks);
  const assignments = names.map(
    (name) =>
      new RegExp(
        `^${name.replace('$', '\\$')}\\.stateChangeTypes = stateChangeTypes\\$?\\d*;$`,
        'm',
      ),
  );
  const importsUnused = new RegExp(
    `import\\s*\\{[^}]*\\b(${exported.join('|')})\\b[^}]*\\}\\s*from\\s*['"]downshift['"]`,
  );
  return {
    name: 'boarding:downshift-unused-hooks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (downshiftModule.test(id)) {
        let kept = cutExpected(code, assignments, (index) =>
          this.error(
            `downshift: ${names[index]}.stateChangeTypes is no longer assigned as expected`,
          ),
        );
        // downshift checks its props against prop-type tables in development only: in a release
        // build its validatePropTypes is a no-op, yet each hook still calls it with its table, so
        // the bundler keeps every table (built by calls it cannot prove pure) and prop-types with
        // them, never read. The no-op calls are removed and the tables' calls marked pure, so the
        // unread tables are dropped.
        kept = kept
          .replace(/^\s*validatePropTypes\$?\d*\(userProps, \w+, propTypes\$?\d*\);$/gm, '')
          .replace(
            /(?<![.\w])PropTypes\.(shape|arrayOf|oneOf|oneOfType|objectOf|instanceOf)\(/g,
            '/*#__PURE__*/ PropTypes.$1(',
          )
          .replace(
            /= _extends\(\{\}, (propTypes\$\d+|dropdownPropTypes),/g,
            '= /*#__PURE__*/ _extends({}, $1,',
          );
        return { code: kept, map: null };
      }
      if (!id.includes('node_modules')) {
        const used = importsUnused.exec(code)?.[1];
        if (used !== undefined)
          this.error(
            `${id} imports ${used} from downshift, which the renderer's build leaves out (decisions 98): remove it from scripts/build/downshift-unused-hooks.ts`,
          );
      }
      return undefined;
    },
  };
}
