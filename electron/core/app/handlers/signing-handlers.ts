// signing:* handlers (decisions 45): the merchant's signature, checked and recorded in core.
import type { Handlers } from '../../ipc/handlers';
import type { SigningService } from '../../signing/signing-service';

export function signingHandlers(signing: SigningService): Pick<Handlers, 'signing:sign'> {
  return {
    'signing:sign': (request) => signing.sign(request),
  };
}
