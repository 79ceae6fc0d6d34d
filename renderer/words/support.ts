// Words for the support bundle's answers (decisions 44).
import type { SupportBundleAnswer } from '../../shared/support/support-schema';

type Problem = Extract<SupportBundleAnswer, { outcome: 'problem' }>['problem'];

export const supportProblemWords: Record<Problem, string> = {
  'file-exists':
    'A file with that name is already there. Choose another name; nothing was overwritten.',
  'not-writable': 'The bundle could not be written there. Choose a folder you can write to.',
  'disk-full':
    'That disk is full, so the bundle was not saved and nothing was left on it. Free some space or choose another disk.',
};
