// Loads the locale data the first screen formats with, on a worker thread (decisions 63). The
// first Intl use in a fresh renderer reads ICU's data, 30-90 ms on one thread; ICU keeps what it
// read for the whole process, so once this has run the main thread's first number, date and
// collator cost under a millisecond. main.tsx starts it where a core is free for it (decisions 65)
// and ends it when it answers.
import { dateTimeWords } from '../words/time';

(10_000).toLocaleString();
// The rows' "Saved ..." dates: this year's form and another year's.
dateTimeWords(Date.now());
dateTimeWords(0);
// The worklist's and the name sort's collator.
new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare('a', 'b');
postMessage(null);
