// retention:* handlers (decisions 44).
import type { Handlers } from '../../ipc/handlers';
import type { RetentionService } from '../../retention/retention-service';

export function retentionHandlers(
  retention: RetentionService,
): Pick<Handlers, 'retention:state' | 'retention:apply'> {
  return {
    'retention:state': () => retention.state(),
    'retention:apply': () => retention.applyNow(),
  };
}
