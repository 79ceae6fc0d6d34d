// The draft store's shared refusals: one wording for a draft a newer app version wrote (returned
// from several paths) and the errno code quoted in STORAGE messages, so the agent can report it.
import { err, type Result } from '../../../shared/result';

export function tooNewError(): Result<never> {
  return err(
    'CORRUPT',
    'This application was saved by a newer version of the app and cannot be opened here. Its file was left unchanged; update the app to open it.',
  );
}

export function storageCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'unexpected error';
}
