// The first open of the day paid for work that does not depend on the draft: the shared
// validator's schemas and the form conversion run for the first time (zod builds its parsers on
// first use, and the engine compiles them cold). Once the editor's chunk has loaded (it is
// preloaded when the browser is idle), that first run happens in idle time on an empty
// application with one owner and one account, so the agent's first open costs what every later
// one does. Nothing is kept: the results are thrown away.
import { liveProblems } from './form-validation';
import { payloadToValues } from './form-values';

export function warmUpWhenIdle(): void {
  if (typeof requestIdleCallback !== 'function') return;
  requestIdleCallback(() => {
    const payload = { owner: [{}], fundingAccount: [{}] };
    liveProblems(payloadToValues(payload), payload);
  });
}
