// One handler per contract channel, checked by the compiler: `Handlers` is a mapped type over
// every channel, so a missing or extra handler does not compile (conventions 2). Handlers receive a
// request already parsed by the channel's schema and answer a Result, never throw on purpose.
import type { Channel, RequestOf, ResponseOf } from '../../../shared/ipc/contract';

export type Handler<C extends Channel> = (
  request: RequestOf<C>,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

export type Handlers = { readonly [C in Channel]: Handler<C> };
