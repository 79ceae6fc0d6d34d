// The part of vitest's test API the Windows lane's tests use, on Node's own test runner
// (decisions 71). `expect` is vitest's own (@vitest/expect over chai, the same matchers and
// messages as the Linux lane); describe/it/hooks map onto node:test. A test file imports
// `vitest` as usual and hooks.mjs sends that import here, so the same file runs on both lanes.
// What vitest offers and this does not (vi.mock, fake timers, snapshots, per-test fixtures) fails
// loudly at the call, so a file that needs it is left out of the lane (files.mjs), not half run.
import * as nodeTest from 'node:test';
import * as chai from 'chai';
import {
  ASYMMETRIC_MATCHERS_OBJECT,
  ChaiStyleAssertions,
  JestAsymmetricMatchers,
  JestChaiExpect,
  JestExtend,
  getState,
  setState,
} from '@vitest/expect';
import { fn, spyOn } from '@vitest/spy';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(ChaiStyleAssertions);
chai.use(JestAsymmetricMatchers);

// vitest's own testTimeout (vitest.config.ts) is 30 s; programs under Wine start slower.
const defaultTimeout = 60_000;

export const expect = (value, message) => {
  setState({ assertionCalls: getState(expect).assertionCalls + 1 }, expect);
  return chai.expect(value, message);
};
Object.assign(expect, chai.expect, globalThis[ASYMMETRIC_MATCHERS_OBJECT]);
expect.getState = () => getState(expect);
expect.setState = (state) => setState(state, expect);
expect.extend = (matchers) => chai.expect.extend(expect, matchers);
expect.unreachable = (message) =>
  chai.assert.fail(`expected${message ? ` "${message}" ` : ' '}not to be reached`);
expect.assertions = (count) => setState({ expectedAssertionsNumber: count }, expect);
expect.hasAssertions = () => setState({ isExpectingAssertions: true }, expect);
/** expect.poll: the matcher is tried on fn's newest value until it passes or the time is up. */
expect.poll = (fn, options = {}) => {
  const { timeout = 1_000, interval = 50 } = options;
  return new Proxy(
    {},
    {
      get:
        (_, matcher) =>
        async (...args) => {
          const deadline = Date.now() + timeout;
          for (;;) {
            try {
              return expect(await fn())[matcher](...args);
            } catch (error) {
              if (Date.now() > deadline) throw error;
              await new Promise((resolve) => setTimeout(resolve, interval));
            }
          }
        },
    },
  );
};
for (const name of ['soft', 'addSnapshotSerializer']) {
  expect[name] = () => {
    throw new Error(`expect.${name} is not available in the Windows lane (scripts/windows-lane)`);
  };
}

function resetAssertions() {
  setState(
    { assertionCalls: 0, expectedAssertionsNumber: null, isExpectingAssertions: false },
    expect,
  );
}

function checkAssertions() {
  const { assertionCalls, expectedAssertionsNumber, isExpectingAssertions } = getState(expect);
  if (expectedAssertionsNumber !== null && assertionCalls !== expectedAssertionsNumber) {
    throw new Error(
      `expected number of assertions to be ${expectedAssertionsNumber}, but got ${assertionCalls}`,
    );
  }
  if (isExpectingAssertions && assertionCalls === 0) {
    throw new Error('expected any number of assertion, but got none');
  }
}

/** vitest's (name, fn, timeout | options) and (name, options, fn) both become node:test's. */
function normalise(second, third) {
  const [body, options] = typeof second === 'function' ? [second, third] : [third, second];
  const timeout = typeof options === 'number' ? options : (options?.timeout ?? defaultTimeout);
  return { body, timeout };
}

function context(t) {
  return {
    expect,
    task: { name: t.name },
    skip: (note) => {
      throw new Error(`context.skip(${note ?? ''}) is not available in the Windows lane`);
    },
    onTestFinished: (callback) => t.after(callback),
    signal: t.signal,
  };
}

function makeTest(base, flags = {}) {
  const run = (name, second, third) => {
    const { body, timeout } = normalise(second, third);
    return base(name, { timeout, ...flags }, async (t) => {
      resetAssertions();
      await body?.(context(t));
      checkAssertions();
    });
  };
  return withModifiers(run, (extra) => makeTest(base, { ...flags, ...extra }));
}

function makeSuite(base, flags = {}) {
  const run = (name, second, third) => {
    const body = typeof second === 'function' ? second : third;
    return base(name, flags, body);
  };
  return withModifiers(run, (extra) => makeSuite(base, { ...flags, ...extra }));
}

/** The modifiers vitest offers on `it`, `test` and `describe`. */
function withModifiers(run, variant) {
  // Getters, so that each variant is built when used (a variant has the modifiers too).
  for (const flag of ['skip', 'only', 'todo']) {
    Object.defineProperty(run, flag, { get: () => variant({ [flag]: true }) });
  }
  run.concurrent = run; // node:test runs a file's tests one by one; so does this.
  run.sequential = run;
  run.skipIf = (condition) => (condition ? run.skip : run);
  run.runIf = (condition) => (condition ? run : run.skip);
  run.each = (table) => (name, second, third) => {
    table.forEach((row, index) => {
      const label = formatTitle(name, row, index);
      const args = Array.isArray(row) ? row : [row];
      const { body, timeout } = normalise(second, third);
      run(label, () => body(...args), timeout);
    });
  };
  return run;
}

/** vitest's title formatting for .each: printf-style for arrays, $name for objects. */
function formatTitle(name, row, index) {
  const values = Array.isArray(row) ? [...row] : [row];
  let title = name.replace(/%[sdifjo#%]/g, (token) => {
    if (token === '%%') return '%';
    if (token === '%#') return String(index);
    const value = values.shift();
    return token === '%j' || token === '%o' ? JSON.stringify(value) : String(value);
  });
  if (row !== null && typeof row === 'object' && !Array.isArray(row)) {
    title = title.replace(/\$([A-Za-z_][\w.]*)/g, (whole, key) =>
      key in row ? String(row[key]) : whole,
    );
  }
  return title;
}

export const it = makeTest(nodeTest.it);
export const test = it;
export const describe = makeSuite(nodeTest.describe);
export const suite = describe;
export const beforeAll = (body, timeout = defaultTimeout) => nodeTest.before(body, { timeout });
export const afterAll = (body, timeout = defaultTimeout) => nodeTest.after(body, { timeout });
export const beforeEach = (body, timeout = defaultTimeout) =>
  nodeTest.beforeEach(() => body(), { timeout });
export const afterEach = (body, timeout = defaultTimeout) =>
  nodeTest.afterEach(() => body(), { timeout });

function unavailable(name) {
  return () => {
    throw new Error(`vi.${name} is not available in the Windows lane (scripts/windows-lane)`);
  };
}

export const vi = {
  fn,
  spyOn,
  mock: unavailable('mock'),
  hoisted: unavailable('hoisted'),
  useFakeTimers: unavailable('useFakeTimers'),
  waitFor: unavailable('waitFor'),
};
