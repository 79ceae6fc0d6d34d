// A transfer stopped for a reason the agent can act on: thrown inside the streaming steps (where a
// Result cannot travel through a stream) and turned back into a TransferProblem at the service.
import type { TransferProblem } from '../../../shared/transfer/transfer-schema';

export class TransferFailure extends Error {
  constructor(
    readonly problem: TransferProblem,
    detail?: string,
  ) {
    super(detail === undefined ? problem : `${problem}: ${detail}`);
    this.name = 'TransferFailure';
  }
}

export function problemOf(error: unknown): TransferProblem | undefined {
  return error instanceof TransferFailure ? error.problem : undefined;
}
