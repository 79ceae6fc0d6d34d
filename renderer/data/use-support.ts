// The call to main for the support bundle (decisions 44).
import { useMutation } from '@tanstack/react-query';
import { boarding } from '../ipc/boarding-client';
import { unwrap } from './unwrap';

export function useWriteSupportBundle() {
  return useMutation({
    mutationFn: (filePath: string) => unwrap(boarding.support.bundle({ filePath })),
  });
}
