// support:bundle (decisions 44): builds the redacted bundle and writes it where the agent said;
// over an existing file only when the system save dialog answered that path (decisions 81).
import path from 'node:path';
import { err, ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { Logger } from '../../ports';
import {
  buildSupportBundle,
  writeSupportBundle,
  type SupportBundleSources,
} from '../../support/support-bundle';
import type { ReplaceConsent } from '../replace-consent';

export function supportHandlers(
  sources: SupportBundleSources,
  logger: Logger,
  consent: ReplaceConsent,
): Pick<Handlers, 'support:bundle'> {
  return {
    'support:bundle': async ({ filePath }) => {
      if (!path.isAbsolute(filePath))
        return err('VALIDATION', 'Give the full path of the file.', {
          fieldErrors: [{ field: 'filePath', message: 'not an absolute path' }],
        });
      const mayReplace = consent.take('support', filePath);
      try {
        const answer = await writeSupportBundle(filePath, await buildSupportBundle(sources), {
          mayReplace,
        });
        if (answer.outcome === 'problem') {
          logger.warn('support bundle not written', { problem: answer.problem });
          return ok(answer);
        }
        logger.info('support bundle written');
        return ok({ outcome: 'written', filePath });
      } catch (error) {
        logger.warn('support bundle not written', { code: (error as NodeJS.ErrnoException).code });
        return ok({ outcome: 'problem', problem: 'not-writable' });
      }
    },
  };
}
