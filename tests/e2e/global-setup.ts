// Builds the renderer once before the specs: browser mode serves out/renderer, and a stale build
// would test yesterday's code.
import { buildRenderer } from '../../scripts/lib/build-renderer';

export default async function globalSetup(): Promise<void> {
  // With the pseudo-locale the specs render converted screens in (scripts/build/catalogues.ts,
  // decisions 91); the benches and a release build leave it out.
  process.env.BOARDING_PSEUDO_LOCALE = '1';
  await buildRenderer();
}
