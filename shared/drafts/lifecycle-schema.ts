// The zod schema of a lifecycle state, for the schemas that store or carry one. Its states and
// rules are in lifecycle.ts, which stays free of zod for the first screen (decisions 57).
import { z } from 'zod';
import { lifecycleStates } from './lifecycle';

export const LifecycleSchema = z.enum(lifecycleStates);
