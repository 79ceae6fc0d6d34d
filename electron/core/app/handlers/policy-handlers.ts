// policy:state and signing:agreement (decisions 84): the organisation's settings as the screens
// show them, and the one agreement text the review shows, asked for by environment and language.
import type { MerchantLanguage } from '../../../../shared/i18n/languages';
import type { PolicyState } from '../../../../shared/policy/policy-state-schema';
import { ok } from '../../../../shared/result';
import type { Agreement } from '../../../../shared/review/agreement';
import type { Handlers } from '../../ipc/handlers';

export interface PolicyHandlerDeps {
  state: () => PolicyState;
  agreement: (request: {
    environmentId?: string | undefined;
    language: MerchantLanguage;
  }) => Agreement;
}

export function policyHandlers(
  deps: PolicyHandlerDeps,
): Pick<Handlers, 'policy:state' | 'signing:agreement'> {
  return {
    'policy:state': () => ok(deps.state()),
    'signing:agreement': (request) => ok(deps.agreement(request)),
  };
}
