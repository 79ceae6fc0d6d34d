// Builds the renderer once before the specs: browser mode serves out/renderer, and a stale build
// would test yesterday's code.
import { buildRenderer } from '../../scripts/lib/build-renderer';

export default async function globalSetup(): Promise<void> {
  await buildRenderer();
}
