// The Windows policy registry keys (decisions 83): HKLM\SOFTWARE\Policies\BoardingDesk, where
// Group Policy and Intune write what the generated ADMX template offers, and the same key under
// HKCU; the machine's value wins, setting by setting. Read with the system's reg.exe
// (no native module to build): `reg export`, whose file is parsed here. Each value is named after a setting:
// on/off and numbers as REG_DWORD, text as REG_SZ, and the lists (environments, agreements, the
// invite catalogue) as JSON text in a REG_SZ or a REG_MULTI_SZ, whose lines are joined, the way
// VS Code's ADMX carries its complex settings.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  maxPolicyBytes,
  policySchemaVersion,
  type PolicySource,
} from '../../../shared/policy/policy-schema';
import { checkPolicy, policyProblem, sizeText } from './policy-check';
import { policySettingNamed } from './policy-settings';
import type { PolicyRead, PolicySourceReader } from './policy-source';

export const policyKeyPath = 'SOFTWARE\\Policies\\BoardingDesk';
export const machinePolicyKey = `HKLM\\${policyKeyPath}`;
export const userPolicyKey = `HKCU\\${policyKeyPath}`;

export interface RegistryValue {
  /** The key holding it, as reg.exe writes it (HKEY_LOCAL_MACHINE\\...). */
  key: string;
  /** '' for the key's default value. */
  name: string;
  type: 'REG_SZ' | 'REG_EXPAND_SZ' | 'REG_MULTI_SZ' | 'REG_DWORD' | 'REG_QWORD' | 'REG_BINARY';
  /** Text as stored (the strings of a REG_MULTI_SZ joined by "\n"); a DWORD or QWORD as a number. */
  data: string | number;
}

/** Little-endian UTF-16 from the comma-separated bytes reg.exe writes after hex(n):. */
function utf16Of(hex: string): string {
  const bytes = Buffer.from(
    hex
      .split(',')
      .map((pair) => pair.trim())
      .filter((pair) => pair !== '')
      .map((pair) => Number.parseInt(pair, 16)),
  );
  return bytes.subarray(0, bytes.length - (bytes.length % 2)).toString('utf16le');
}

function dataOf(token: string): Pick<RegistryValue, 'type' | 'data'> {
  const [kind = '', rest = ''] = token.split(/:(.*)/s);
  switch (kind.toLowerCase()) {
    case 'dword':
      return { type: 'REG_DWORD', data: Number.parseInt(rest, 16) };
    case 'hex(b)': {
      const bytes = rest
        .split(',')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '');
      return { type: 'REG_QWORD', data: Number.parseInt(bytes.reverse().join(''), 16) };
    }
    case 'hex(2)':
      return { type: 'REG_EXPAND_SZ', data: utf16Of(rest).replace(/\0+$/, '') };
    case 'hex(7)': {
      // Strings each ended by NUL, the list by one more.
      const strings = utf16Of(rest).split('\0');
      while (strings.length > 0 && strings[strings.length - 1] === '') strings.pop();
      return { type: 'REG_MULTI_SZ', data: strings.join('\n') };
    }
    default:
      return { type: 'REG_BINARY', data: rest };
  }
}

/**
 * The values of a `reg export` file (decoded text), each with the key holding it. Strings are in
 * quotes with \\ and \" escaped and may run over lines; every other kind is `kind:data` whose
 * lines end in a backslash while they continue.
 */
export function parseRegExport(text: string): RegistryValue[] {
  const values: RegistryValue[] = [];
  let key = '';
  let at = 0;
  const quoted = (): string => {
    let out = '';
    at += 1;
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\' && at + 1 < text.length) at += 1;
      out += text[at];
      at += 1;
    }
    at += 1;
    return out;
  };
  const restOfLine = (): string => {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end);
    at = end === -1 ? text.length : end + 1;
    return line.replace(/\r$/, '');
  };
  while (at < text.length) {
    const char = text[at];
    if (char === '\r' || char === '\n' || char === ' ' || char === '\t' || char === '\uFEFF') {
      at += 1;
    } else if (char === '[') {
      const line = restOfLine().trim();
      key = line.startsWith('[-') ? '' : line.replace(/^\[|\]$/g, '');
    } else if ((char === '"' || char === '@') && key !== '') {
      let name = '';
      if (char === '@') at += 1;
      else name = quoted();
      if (text[at] !== '=') {
        restOfLine();
        continue;
      }
      at += 1;
      if (text[at] === '"') {
        values.push({ key, name, type: 'REG_SZ', data: quoted() });
        restOfLine();
        continue;
      }
      let token = '';
      for (;;) {
        const line = restOfLine();
        if (line.endsWith('\\')) token += line.slice(0, -1).trim();
        else {
          token += line.trim();
          break;
        }
      }
      values.push({ key, name, ...dataOf(token) });
    } else {
      restOfLine();
    }
  }
  return values;
}

/** What `reg export` answered: the file's text, nothing at that key, or the system's code. */
export type RegExportOutcome = { text: string } | { isAbsent: true } | { code: string };
export type RunRegExport = (key: string) => Promise<RegExportOutcome>;

/** Larger than this, an export file is not read (JSON text in hex(7) takes some 12 bytes a character). */
const maxExportBytes = 16 * maxPolicyBytes;

/**
 * The system's reg.exe exports the key to a file in a private temporary folder, read back and
 * removed. Not `reg query`: its text, piped, is in the console's code page, where an agreement's
 * "ñ" arrives as another character; the export file is UTF-16. The command line is fixed: the key
 * is one of the two constants above and the file is ours.
 */
export function systemRegExport(env: NodeJS.ProcessEnv = process.env): RunRegExport {
  const reg = path.win32.join(env.SystemRoot ?? 'C:\\Windows', 'System32', 'reg.exe');
  return async (key) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-desk-policy-'));
    const file = path.join(folder, 'policy.reg');
    try {
      const exit = await new Promise<{ code: string | number | null }>((resolve) => {
        execFile(
          reg,
          ['export', key, file, '/y'],
          { windowsHide: true, timeout: 15_000 },
          (error) =>
            resolve({
              code: error === null ? null : ((error as NodeJS.ErrnoException).code ?? 'EIO'),
            }),
        );
      });
      let size: number | undefined;
      try {
        size = (await stat(file)).size;
      } catch {
        // No file: reg.exe exits 1 when the key does not exist; its words on stderr are in the
        // system's language, so they are not compared.
        if (exit.code === 1) return { isAbsent: true };
        return { code: typeof exit.code === 'string' ? exit.code : `EXIT_${String(exit.code)}` };
      }
      if (size > maxExportBytes) return { code: 'TOO_LARGE' };
      const bytes = await readFile(file);
      const isUtf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
      return { text: isUtf16 ? bytes.subarray(2).toString('utf16le') : bytes.toString('utf8') };
    } finally {
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}

type Issue = { setting: string; message: string };

function dwordOf(value: RegistryValue): number | undefined {
  return typeof value.data === 'number' && !Number.isNaN(value.data) ? value.data : undefined;
}

/** The text of a string value; a REG_MULTI_SZ's lines are joined, as the ADMX's multiText wrote them. */
function textOf(value: RegistryValue): string {
  return String(value.data);
}

/** One registry value as the setting it names; a JSON value that does not parse is an issue. */
function settingValue(value: RegistryValue): { value: unknown } | { issue: Issue } {
  const setting = policySettingNamed(value.name);
  const dword = dwordOf(value);
  if (setting === undefined) return { value: dword ?? textOf(value) };
  switch (setting.kind) {
    case 'boolean': {
      if (dword === 0 || dword === 1) return { value: dword === 1 };
      const text = textOf(value).trim().toLowerCase();
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { value: dword ?? textOf(value) };
    }
    case 'integer': {
      if (dword !== undefined) return { value: dword };
      const text = textOf(value).trim();
      return { value: /^\d+$/.test(text) ? Number(text) : text };
    }
    case 'string':
      return { value: dword ?? textOf(value) };
    case 'json': {
      try {
        return { value: JSON.parse(textOf(value)) as unknown };
      } catch (error) {
        return {
          issue: {
            setting: setting.name,
            message: `Not valid JSON: ${(error as Error).message}`,
          },
        };
      }
    }
  }
}

/** HKEY_LOCAL_MACHINE\SOFTWARE\... or HKLM\SOFTWARE\... -> "software\..." for comparing. */
function keyTail(key: string): string {
  return key.replace(/^[^\\]+\\/, '').toLowerCase();
}

/**
 * The policy the two keys' values make: the machine's values first, the user's only for settings
 * the machine leaves out. A value in a subkey is refused (settings live directly in the key).
 * schemaVersion is the templates' version when the key does not name one: the ADMX made for this
 * version writes to this key.
 */
export function policyFromRegistry(
  machine: readonly RegistryValue[],
  user: readonly RegistryValue[],
  source: PolicySource,
  keyPath: string = policyKeyPath,
): PolicyRead {
  const raw: Record<string, unknown> = {};
  const taken = new Set<string>();
  const jsonIssues: Issue[] = [];
  const subkeyIssues: Issue[] = [];
  let bytes = 0;
  for (const value of [...machine, ...user]) {
    if (keyTail(value.key) !== keyPath.toLowerCase()) {
      subkeyIssues.push({
        setting: `${value.key.split('\\').slice(-1)[0] ?? ''}\\${value.name}`,
        message: `Settings are values directly in ${keyPath}; values in a subkey are not read`,
      });
      continue;
    }
    if (value.name === '') continue;
    const name = policySettingNamed(value.name)?.name ?? value.name;
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    bytes += Buffer.byteLength(String(value.data));
    const converted = settingValue(value);
    if ('issue' in converted) jsonIssues.push(converted.issue);
    else raw[name] = converted.value;
  }
  if (bytes > maxPolicyBytes)
    return policyProblem('too-large', source, [
      {
        setting: '',
        message: `The values hold more than ${sizeText(maxPolicyBytes)} and were not used`,
      },
    ]);
  if (jsonIssues.length > 0) return policyProblem('not-json', source, jsonIssues);
  if (subkeyIssues.length > 0) return policyProblem('schema', source, subkeyIssues);
  if (!('schemaVersion' in raw)) raw.schemaVersion = policySchemaVersion;
  return checkPolicy(raw, source);
}

export interface RegistryPolicyOptions {
  runRegExport: RunRegExport;
  /** The key under HKLM and HKCU; default the policy key (a test uses a key of its own). */
  keyPath?: string;
  /** How often the keys are read again (Group Policy itself refreshes every 90 minutes). */
  pollMs?: number;
}

export function registryPolicySource(options: RegistryPolicyOptions): PolicySourceReader {
  const keyPath = options.keyPath ?? policyKeyPath;
  const machineKey = `HKLM\\${keyPath}`;
  const userKey = `HKCU\\${keyPath}`;
  const source: PolicySource = { kind: 'windows-registry', location: machineKey };
  const query = async (key: string): Promise<{ values: RegistryValue[] } | { code: string }> => {
    const outcome = await options.runRegExport(key);
    if ('text' in outcome) return { values: parseRegExport(outcome.text) };
    if ('isAbsent' in outcome) return { values: [] };
    return { code: outcome.code };
  };
  return {
    source,
    async read() {
      const [machine, user] = await Promise.all([query(machineKey), query(userKey)]);
      for (const [queried, key] of [
        [machine, machineKey],
        [user, userKey],
      ] as const) {
        if ('code' in queried) {
          const keySource: PolicySource = { kind: 'windows-registry', location: key };
          if (queried.code === 'TOO_LARGE')
            return policyProblem('too-large', keySource, [
              {
                setting: '',
                message: `The key holds more than ${sizeText(maxPolicyBytes)} and was not used`,
              },
            ]);
          return policyProblem(
            'unreadable',
            keySource,
            [{ setting: '', message: `The key could not be read (${queried.code})` }],
            queried.code,
          );
        }
      }
      const machineValues = 'values' in machine ? machine.values : [];
      const userValues = 'values' in user ? user.values : [];

      if (machineValues.length === 0 && userValues.length === 0)
        return { status: 'absent', source };
      const read: PolicySource = {
        kind: 'windows-registry',
        location:
          machineValues.length > 0 && userValues.length > 0
            ? `${machineKey} + ${userKey}`
            : userValues.length > 0
              ? userKey
              : machineKey,
      };
      return policyFromRegistry(machineValues, userValues, read, keyPath);
    },
    watch(onChange) {
      const timer = setInterval(onChange, options.pollMs ?? 60_000);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
