// The stack's floor, the drafts home's cold-load baseline since December 2026: a page with React
// and the same libraries rendering the same first screen's rows from the same host, nothing else.
// It asks the same host over the same socket protocol for the same first page of drafts the drafts
// home shows first (renderer/data/first-page.ts) and renders those rows in a virtual list. Built
// into `floor/` of the served folder, so one host process serves both pages from the same origin
// over the same data: the difference between the two loads is the app's own (decisions 108).
//
// The rows (since 7 December 2026) are the drafts home's rows as an agent sees them, written
// plainly: the checkbox, the name as a link, "Doing business as", "Saved" and the date, the state
// and the problems badges, and the four action buttons with the name in each one's accessible
// name, in a grid row. Their words are the app's English catalogue's, parsed at build time and
// formatted by react-intl, as the app's are (react-intl became one of the first screen's libraries
// with the languages, decisions 91). Until then the floor's rows were a name, a DBA, a state and a
// date through Intl, unstyled, which left both the rows' own content and react-intl on the app's
// side of the ratio. `names` builds that older page too (into `floor-names/`), for comparison.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { lifecycleIds } from '../../renderer/words/lifecycle';
import { compileCatalogue, withoutMessageParser } from '../build/catalogues';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The English words the drafts home's rows show (renderer/drafts/DraftRow.tsx). */
const rowMessageIds = [
  'drafts.untitled',
  'drafts.row.select',
  'drafts.row.dba',
  'drafts.row.saved',
  'drafts.row.problems',
  'drafts.action.review',
  'drafts.action.duplicate',
  'drafts.newLocation.action',
  'drafts.newLocation.short',
  'drafts.action.trash',
  ...Object.values(lifecycleIds),
];

/** Those messages, parsed to FormatJS's message AST as the app's build ships its catalogue. */
function rowMessages(): Record<string, unknown> {
  const english = compileCatalogue('en');
  return Object.fromEntries(
    rowMessageIds.map((id) => {
      const message = english[id];
      if (message === undefined) throw new Error(`floor page: the catalogue has no ${id}`);
      return [id, message];
    }),
  );
}

export type FloorRows = 'app' | 'names';

/** Builds the floor page into `floor/` of `servedDir` (and, with 'names', `floor-names/`). */
export async function buildFloorPage(
  servedDir: string,
  pages: readonly FloorRows[] = ['app'],
): Promise<void> {
  for (const rows of pages) {
    // Inside the repository (in .bench/, ignored by git) so the libraries resolve as the app's do.
    const source = path.join(root, '.bench', `floor-page-${rows}`);
    await mkdir(source, { recursive: true });
    // The icon as the app's index.html has it: no request for /favicon.ico.
    await writeFile(
      path.join(source, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,">' +
        '<title>Floor</title></head><body><div id="root"></div>' +
        '<script type="module" src="./main.jsx"></script></body></html>',
    );
    // A stylesheet file, as the app's: the host's policy allows no inline style element.
    await writeFile(path.join(source, 'rows.css'), rowStyles);
    const page =
      rows === 'app'
        ? `import './rows.css';\n${scaffold}\nconst messages = ${JSON.stringify(rowMessages())};\n` +
          `const lifecycle = ${JSON.stringify(lifecycleIds)};\n${appRows}`
        : `${scaffold}\n${nameRows}`;
    await writeFile(path.join(source, 'main.jsx'), page);
    await build({
      root: source,
      base: './',
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      // As the app's build: messages arrive parsed, so no ICU parser.
      resolve: { alias: [withoutMessageParser] },
      build: {
        outDir: path.join(servedDir, rows === 'app' ? 'floor' : 'floor-names'),
        emptyOutDir: true,
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
      },
    });
  }
}

/** The row's layout: the drafts home's grid columns, font and hidden text, nothing else. */
const rowStyles = [
  'body{margin:0;font:15px/1.45 system-ui,sans-serif}',
  '.draft-list{list-style:none;margin:0;padding:0}',
  '.draft-list>li{position:absolute;left:0;width:100%;border-bottom:1px solid #e3e6ea}',
  '.row{display:grid;grid-template-columns:2rem minmax(12rem,1fr) 12rem 9rem 8rem auto;',
  'align-items:center;gap:.75rem;height:100%;padding:0 .75rem}',
  '.name{display:flex;flex-direction:column;min-width:0}',
  '.name a{font-weight:600}',
  '.badge{padding:.1rem .55rem;border-radius:999px;font-size:.82rem;justify-self:start}',
  '.actions{display:inline-flex;gap:.35rem}',
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;',
  'clip:rect(0 0 0 0);white-space:nowrap}',
].join('');

/** The page's socket, its first page of drafts, and the virtual list around the rows. */
const scaffold = `import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Route, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

const socket = new WebSocket('ws://' + location.host + '/ipc');
const opened = new Promise((resolve, reject) => {
  socket.onopen = resolve;
  socket.onerror = reject;
});
const waiting = new Map();
let nextId = 1;
socket.onmessage = (message) => {
  const data = JSON.parse(message.data);
  if ('id' in data) {
    waiting.get(data.id)?.(data.result);
    waiting.delete(data.id);
  }
};
const call = (channel, request) =>
  opened.then(
    () =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, channel, request }));
      }),
  );
const firstPage = () =>
  call('drafts:list', { trashed: false, limit: 100, sort: 'updatedAt' }).then((result) => {
    if (!result.ok) throw new Error(result.error.code);
    return result.value.items;
  });

function Rows({ Row }) {
  const { data = [] } = useQuery({ queryKey: ['drafts', 'first'], queryFn: firstPage });
  const scroll = useRef(null);
  const list = useVirtualizer({
    count: data.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => 64,
    initialRect: { width: innerWidth, height: innerHeight },
  });
  return (
    <div ref={scroll} style={{ height: '100vh', overflow: 'auto' }}>
      <ul className="draft-list" aria-label="Applications" style={{ position: 'relative', height: list.getTotalSize() }}>
        {list.getVirtualItems().map((row) => {
          const draft = data[row.index];
          return (
            <li key={draft.id} style={{ position: 'absolute', top: row.start, height: 64 }}>
              <Row draft={draft} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function mount(page) {
  createRoot(document.getElementById('root')).render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={useHashLocation}>
        <Route path="/drafts">{page}</Route>
      </Router>
    </QueryClientProvider>,
  );
}
`;

/** The drafts home's rows, in its words, through react-intl. */
const appRows = `import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';

const when = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

function Row({ draft }) {
  const intl = useIntl();
  const name = draft.legalName.trim() || draft.dba.trim() || intl.formatMessage({ id: 'drafts.untitled' });
  const dba = draft.dba.trim();
  const words = (id) => intl.formatMessage({ id });
  const short = words('drafts.newLocation.short');
  const actions = [
    ['review', words('drafts.action.review'), ''],
    ['duplicate', words('drafts.action.duplicate'), ''],
    ['newLocation', short, words('drafts.newLocation.action').slice(short.length)],
    ['trash', words('drafts.action.trash'), ''],
  ];
  return (
    <div className="row">
      <input type="checkbox" aria-label={intl.formatMessage({ id: 'drafts.row.select' }, { name })} />
      <div className="name">
        <a href={'#/drafts/' + draft.id} translate="no">{name}</a>
        <span>
          {dba !== '' && dba !== name && (
            <FormattedMessage id="drafts.row.dba" values={{ dba: <span translate="no">{dba}</span> }} />
          )}
        </span>
      </div>
      <span>
        <FormattedMessage id="drafts.row.saved" values={{ when: intl.formatDate(draft.updatedAt, when) }} />
      </span>
      <span className="badge"><FormattedMessage id={lifecycle[draft.lifecycle]} /></span>
      <span className="badge"><FormattedMessage id="drafts.row.problems" values={{ count: draft.errorCount }} /></span>
      <span className="actions">
        {actions.map(([id, visible, hidden]) => (
          <button key={id} type="button">
            {visible}
            <span className="visually-hidden">{hidden} <span translate="no">{name}</span></span>
          </button>
        ))}
      </span>
    </div>
  );
}

mount(
  <IntlProvider locale="en" messages={messages}>
    <Rows Row={Row} />
  </IntlProvider>,
);
`;

/** The floor's rows until 7 December 2026: a name, a DBA, a state and a date through Intl. */
const nameRows = `const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Row({ draft }) {
  return (
    <>
      <input type="checkbox" aria-label={'Select ' + draft.legalName} />
      <a href={'#/drafts/' + draft.id}>{draft.legalName || 'No name yet'}</a>
      <span>{draft.dba}</span>
      <span>{draft.lifecycle}</span>
      <time dateTime={draft.updatedAt}>{when.format(new Date(draft.updatedAt))}</time>
    </>
  );
}

mount(<Rows Row={Row} />);
`;
