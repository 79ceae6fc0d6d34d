// Words for the support bundle's answers (decisions 44), as catalogue messages (decisions 91).
import type { SupportBundleAnswer } from '../../shared/support/support-schema';
import type { MessageId } from '../i18n/message-ids';

type Problem = Extract<SupportBundleAnswer, { outcome: 'problem' }>['problem'];

export const supportProblemMessages: Record<Problem, MessageId> = {
  'file-exists': 'support.problem.fileExists',
  'not-writable': 'support.problem.notWritable',
  'disk-full': 'support.problem.diskFull',
};
