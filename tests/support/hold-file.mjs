// A second process that holds a file the way a virus scanner, the search indexer or a sync client
// does on Windows: open, with no sharing (UV_FS_O_EXLOCK), so that renaming, replacing or removing
// it fails there (EBUSY, EPERM or EACCES) until it lets go. Prints "held" once it holds the file,
// lets go after the given milliseconds, and exits. On POSIX the flag is 0 and a held file blocks
// nothing, which is the point: the same test shows Windows meeting the same outcome.
// Usage: node hold-file.mjs <file> <milliseconds>
import { closeSync, constants, openSync } from 'node:fs';

const [file, milliseconds] = process.argv.slice(2);
const exclusive = constants.UV_FS_O_EXLOCK ?? 0;
const fd = openSync(file, constants.O_RDONLY | exclusive);
process.stdout.write('held\n');
setTimeout(() => {
  closeSync(fd);
  process.exit(0);
}, Number(milliseconds));
