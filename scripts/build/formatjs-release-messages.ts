// formatjs's developer guidance left out of the renderer's build (decisions 98). @formatjs/intl
// builds each configuration error with a paragraph of advice and links to its documentation, and
// hands it to the error handler, which in a release build (NODE_ENV production) drops it unread:
// the app sets no onError of its own. The one error that does surface, a message asked for
// without an id (a thrown invariant), keeps its first sentence and the descriptor. The paragraphs
// are about half a kilobyte of the 250 KB budget, gzipped. A formatjs that no longer has one of
// these texts fails the build, so an upgrade is looked at rather than silently kept whole.
import type { Plugin } from 'vite';
import { cutExpected } from './cut-expected';

const formatjsIntl = /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/;

/** Each piece of advice, as a pattern over the module's source. */
const advice: readonly RegExp[] = [
  / You can either:\n1\. Configure your build toolchain[\s\S]*?to autofix this issue/,
  /\nPlease consider using "@formatjs\/cli"[\s\S]*?message-distribution/,
  / See https:\/\/formatjs\.github\.io\/docs\/react-intl\/api#intlshape for more details/,
  / See https:\/\/formatjs\.github\.io\/docs\/react-intl#runtime-requirements for more details/g,
];

export function formatjsReleaseMessages(): Plugin {
  return {
    name: 'boarding:formatjs-release-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!formatjsIntl.test(id)) return null;
      const kept = cutExpected(code, advice, (index) =>
        this.error(`@formatjs/intl: no longer holds ${String(advice[index])}`),
      );
      return { code: kept, map: null };
    },
  };
}
