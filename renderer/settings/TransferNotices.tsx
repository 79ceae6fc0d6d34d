// What went wrong with an export or an import, as the agent reads it: a transfer problem code
// (a wrong passphrase, a file that exists...) in its sentence from the words layer, and any
// failed call as the usual error notice. Export and Import say both the same way.
import { FormattedMessage } from 'react-intl';
import type { TransferProblem } from '../../shared/transfer/transfer-schema';
import { appErrorOf } from '../data/unwrap';
import { ErrorNotice } from '../ui/ErrorNotice';
import { transferProblemMessages } from '../words/transfer';

export function TransferNotices({
  problem,
  errors,
}: {
  problem: TransferProblem | undefined;
  /** The calls' errors, null where a call did not fail. */
  errors: (Error | null)[];
}) {
  return (
    <>
      {problem !== undefined && (
        <p role="alert" className="error-notice">
          <FormattedMessage id={transferProblemMessages[problem]} />
        </p>
      )}
      {errors.map((error, index) => error && <ErrorNotice key={index} error={appErrorOf(error)} />)}
    </>
  );
}
