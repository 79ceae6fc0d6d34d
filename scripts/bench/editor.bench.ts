// Application editor (renderer/editor), measured in Debian's Chromium against browser mode, the same
// way the end-to-end tests run it. Four figures, each with its target:
// - keystroke to paint with 10 owners and 5 funding accounts open, for real key presses into a plain
//   text field and into a masked phone field (both untouched, as when the agent first fills them),
//   and into the text field again once it has been left (validated as typed). Two probes: keydown
//   -> the keystroke's own work done (handlers, React render and commit, style and layout), p95 <=
//   16 ms; and keydown -> first task after the next animation frame, held to a bare input in the
//   same page and run (p50 <= 1.2x, p95 <= 1.5x): a plain <input>, outside React, beside the typed
//   owner's name, typed in two halves before and after the editor's fields. Until December 2026
//   the bare input was on an empty page of its own; it is still measured, for the page's share.
// - the category search, keystroke in its combobox to its list changed and laid out, p95 <= 16 ms,
//   and to the next frame after it (painted), p95 <= 50 ms; typed as agents do ("pizza", "gas
//   station", "5812"). The matches come from core (decisions 102), so both include the
//   categories:search round trip, which is also reported alone (every prefix typed, asked in turn
//   on the page's socket; p50 <= 10 ms, p95 <= 20 ms).
// - one autosave round trip, renderer -> contract (a call on the page's WebSocket, drafts:save)
//   -> draft store -> disk, against a raw atomic write + fsync of the same number of bytes (the
//   stored draft file's size), interleaved one after another; p95 <= 2x the raw p95. The core's
//   own share is reported beside it against the same target (the same save made again through
//   POST /ipc, whose Server-Timing header says the dispatcher's time), and the socket's floor
//   (an empty call, app:info) too.
// - opening a draft with 10 owners until it is interactive: from the route change to the first
//   screen in the page (heading, status, QuickStart and business sections) and the next frame
//   run; <= 100 ms, the first open among the samples and reported alone too. Beside it, the whole
//   form in the page (owners after the second start folded to one line), which follows. Measured once the drafts home has been up long enough for the idle preload of the
//   editor chunk (renderer/app/preload-screen.ts) to land, as when an agent opens a draft after
//   looking at the list; a draft opened in the first moment after launch also loads the chunk.
//
// What the profiles taught (Chromium CPU profile of 12 opens, unminified build):
// - An autosave is one round trip (decisions 34): the renderer patches its cache from the answer
//   and drops its own echo; main parses the payload once. Where the rest of its time goes, beyond
//   the raw write (measured in Node against the store itself, 60 saves of this draft, 5 KB file,
//   load average 9-10 on 2 cores shared with other jobs): the draft file's own write (AES-GCM,
//   then the same atomic write) costs what the raw write does (p50 1.3 vs 1.3 ms, 4.4 vs 4.7 in
//   a slower run); the store's save as a whole was p50 6.9-10.2 against 2.6-4.5. The difference
//   is script, ~2.5 ms a save at that load: the shared validator ~0.7 ms (once a save, needed for
//   ready/draft), the duplicate index's keyed digests of every number ~0.4 ms, the request
//   schema's bounded-JSON parse ~0.4 ms, the encryption ~0.25 ms; the index journal line (not
//   fsynced) ~0.1 ms and removing the previous revision 0.2-0.5 ms. The digests now wait for the
//   next lookup or write (decisions 60), off the acknowledged save; the rest is a guard or the
//   save itself. In browser mode the round trip adds Chromium's fetch (the floor below, p50 ~3 ms
//   quiet, 9-13 ms at load 10-14), which Electron's IPC does not pay. The ratio of p95s follows
//   the disk: the raw write's p95 moved 23-132 ms between runs. Figures, ratio (core's ratio): 2.36x
//   in one quiet run and 0.8-1.54x in others, earlier; at load 7-14, three runs just before the
//   digests moved 1.97x, 1.85x, 1.45x (1.36x, 0.90x, 1.19x), four after 1.56x, 0.68x, 1.07x,
//   1.01x (1.07x, 0.42x, 0.88x, 0.48x), round trip p50 26.5, 21.8, 15.1 then 15.6, 19.6, 16.5,
//   13.2 ms: within the target in every run, the change smaller than the noise. The bench posted from a page on the drafts home, so each
//   save's `drafts:saved` reached it as another window's change (row patched, 10,000-row list
//   rendered), which an autosave, whose echo is dropped, never causes; under load 60 saves from
//   there against 60 from Settings read p50 19.7 vs 14.4 ms. On a quiet machine, from the drafts
//   home: 2.08x (p95 16.3 against a raw 7.82 ms; core 1.02x, fetch floor p50 5.1 ms). It now
//   posts from Settings (a fix of the measure, as the workspace bench's host process was): 2.32x
//   (p95 12.5 against a raw 5.39 ms; core 1.2x). What is left is browser mode's transport: an
//   empty call (app:info) takes p50 4.8 ms from Chromium's fetch (min 3.7) and 2.4 ms from Node's,
//   against 0.7 ms in the dispatcher, so on a disk whose fsync p95 is ~5 ms the floor alone is
//   about one raw write. Electron's ipcRenderer.invoke pays a fraction of it; it cannot run here.
//   So browser mode's page now calls over one WebSocket (decisions 62): 300 calls side by side in
//   one page, a fetch p50 3.4-4.2 ms against 0.5-0.8 ms for a message on an open socket. After it
//   (26 Nov): at load 6, 0.92x (p95 13.8 against a raw 14.97 ms; socket floor p50 2.6 ms); at load
//   2, 1.65x (p95 10.4 against a raw 6.31 ms; core 1.48x; socket floor p50 1.8 ms). Met.
// - An open is about 60 ms of React render (some 200 inputs' frames, useForm, the start verdict)
//   and 75 ms of commit, a third of it the heading's focus(), which forces the whole form's style
//   and layout (the layout the first frame needs anyway, moved earlier), plus unmounting the
//   drafts home's list. The first open also paid for the shared validator's first run (zod
//   builds its parsers on first use) and cold code: renderer/editor/warm-up.ts now runs it in
//   idle time once the chunk has loaded. On 2 cores shared with other jobs (load average ~11)
//   the same code's opens ranged 85-330 ms from run to run: the p95 of 15 samples is the slowest
//   one, so it measures the machine as much as the editor; the p50 is the steadier figure.
// - Later (decisions 57), profiled again (CPU profile and trace of 10 opens, load average 13-21):
//   an open was ~60-80 ms of script (React render and commit of every open section, react-hook-
//   form's registrations: no single hot spot; zod's share on open was ~3 ms, the category picker
//   and code tables under 2 ms), ~12 ms of layout, ~9 ms of style, ~12 ms of paint and raster,
//   and the first open 135 ms against a p50 of 95: V8 ran the form's code cold. Two changes:
//   (1) only the first screen (QuickStart and business) renders with the route; the other six
//   sections follow the first frame in a transition (renderer/editor/LaterSections.tsx), which
//   React renders in slices and abandons for a keystroke. Opening on a field (the outbox's
//   "Fix", the checklist) still renders the whole form at once. (2) The form is rendered once off
//   the page in idle time after the chunk loads (WarmUpForm.tsx), so the first open runs warm
//   code. Figures, same machine, back to back (p50 / p95 of 15, first open): before 95 / 221.5,
//   first 135.5; with (1) 28.7 / 135.5, first 135.5; with (1) and (2) 26.5-41.7 / 89.2-222.7,
//   first 60.7-79.7 over four runs. The interactive figure is now the first screen; the whole
//   form in the page is reported beside it (p50 115-173, p95 252-391 ms): it takes longer than
//   before because the transition yields to everything else, and nothing waits for it. The p95
//   of 15 is still the slowest sample, and on this machine (2 cores, load 13-21) one open in 15
//   regularly waits 50+ ms for its frame behind other processes: the steady figure is the p50.
// - Tried, no measurable change: `content-visibility: auto` with `contain-intrinsic-size` on the
//   sections (whole form p50 within noise, 25 opens each way: once only the first screen renders
//   with the route, the sections below it are laid out after the first frame anyway). Not
//   tried: memoising the field components (each renders once on open; memo saves nothing then),
//   moving the heading's focus after the first frame (its forced layout is now the first
//   screen's only, the layout the frame needs anyway).
//
// Typing (December 2026, decisions 90; 2 cores shared with five other sessions' builds and
// tests, load average 10-17 throughout, so no figure here is a quiet one).
// - The measure first. The bare input had been on an empty page of its own, which pays almost no
//   paint; on the editor's page most of a keystroke's frame is the page's paint (some two hundred
//   fields in the paint's cull rect). A trace (editor-trace.ts: Tracing and Profiler domains
//   through Playwright's CDP session, unminified build, 60 keys at a typist's 120 ms into a bare
//   input beside owner 5's name and then the name itself) put the frame's paint at p50 5.3 ms for
//   the bare input and 5.2 ms for the field, the keystroke's own task at 3.5 against 4.9 ms. So
//   the bench now holds the editor to a bare input in the same page, beside the typed field, and
//   the empty page's figure is kept beside it. `content-visibility: auto` on the sections took
//   that paint from ~5.2 to ~4.3 ms (the ten owners are one section, on screen): not kept.
// - Where the keystroke's task went (CPU profile and trace, 60 keys each into owner 5's name and
//   owner 8's phone at 120 ms, 22:24, load 2-3; task p50 6.0 / 6.9 ms, p95 33.6 / 39.0 ms):
//   React's dispatch of the six keyboard and input events through a deep tree (getListener alone ~0.5 ms a key, paid
//   by any React input); react-hook-form's onChange, which tells its ~200 useFormState
//   subscribers and makes a deep copy of all values for its values subscribers; the three form
//   subscriptions (the form's, autosave's, the duplicate watch's), each clearing and setting a
//   timer per key; the ownership total re-rendering on every owner keystroke (it watched the whole
//   owner list); on the phone, IMask (~0.8 ms) and the field's own re-render. The long tasks (the
//   p95) were what follows a pause: the checklist's recheck (the shared validator over ten
//   owners, 1.7 ms in Node and 3-5 ms in the page, then a store update that re-rendered the
//   checklist, every row's problem count and two hundred fields' selectors, even when nothing in
//   them changed: timer tasks of 8-56 ms), and autosave's answer (the draft's cache patched:
//   the submit and documents panels and the frame's counts render again). A field the agent has
//   left once (react-hook-form's onTouched mode) also ran the shared schema over the whole
//   payload inside every keystroke's task.
// - Done (decisions 90): one subscription, which tells the rest; a pause per follow-up that sets
//   one timer per pause (pause.ts); the checklist's lists kept when unchanged, so a pause that
//   changes nothing re-renders nothing; the "same address" copy only for changes that can affect
//   it; the ownership total watching the shares; the touched field's verdict made after the frame
//   that shows the keystroke, one answer shared by the questions asked meanwhile; and (after the
//   figures in this item and the next) each field's schema message read from the editor store,
//   not from a react-hook-form subscription of its own: its onChange told all ~200 of them of
//   every keystroke (notifying its subscribers was ~0.33 ms of a phone key's ~0.5 ms in
//   react-hook-form, profile of 60 keys). The same trace
//   of both builds back to back (23:13, load 12), name / phone, before -> after: the keystroke's
//   task p50 5.3 / 5.8 -> 4.4 / 5.6 ms, p95 11.2 / 30.6 -> 10.7 / 19.4 ms; keydown to the end of
//   its frame p50 13.4 / 14.6 -> 11.7 / 13.6 ms, p95 23.8 / 52.8 -> 35.3 / 45.6 ms (that p95
//   is the machine's: the frame's paint alone had a p95 of 11.6-17.4 ms in both).
// - One run, both builds (editor-ab.ts: each build its own host and Chromium, ten alternating
//   rounds of 25 keys per field, a fresh owner each round; 22:52, load 10-13), before -> after:
//   keydown to next frame p50 / p95, editor 14.6 / 51.5 -> 13.7 / 78.6 ms, against that build's
//   bare input 13.5 / 41.2 and 13.9 / 61.0 ms (p50 1.08x -> 0.99x; p95 1.25x -> 1.29x); touched
//   field 14.8 / 46.9 -> 13.4 / 39.1 ms. The p95 of 250 keys moved by half from one build's bare
//   input to the other's in the same run: on this machine it measures the other sessions. The
//   main thread's CPU time per key, keys and what followed them within 0.9 s (thread time, which
//   load stretches far less): bare 4.91 -> 4.60, text 6.95 -> 6.51, masked 8.68 -> 7.88,
//   touched 9.30 -> 7.96 ms; the editor's cost over the bare input's, text 2.04 -> 1.91, masked
//   3.77 -> 3.28, touched 4.39 -> 3.36 ms. A second run (23:10, load 12-14): keydown to next
//   frame p50 / p95, editor 13.9 / 41.7 -> 14.3 / 48.5 ms against bare 14.8 / 55.5 and 13.4 /
//   42.7 (0.94x / 0.75x -> 1.07x / 1.14x), touched 12.4 / 22.8 -> 13.7 / 57.5; CPU over the
//   bare input's per key, text 1.82 -> 1.84, masked 3.45 -> 3.34, touched 3.01 -> 2.93 ms. So:
//   the keystroke's own script is about what it was (0-0.5 ms a key less; the touched field's
//   verdict is moved after the frame, not made cheaper), and what changed is the long tasks
//   after a pause and the touched field's frame. Both builds met the p50 target in both runs;
//   the p95 ratio went either way with the load. A third run, with the fields' messages through
//   the store too (23:38, load 5-7): editor p50 / p95 14.7 / 67.9 -> 14.3 / 56.6 ms against bare
//   13.8 / 43.4 and 14.0 / 54.7 (1.07x / 1.56x -> 1.02x / 1.03x), touched 14.8 / 57.2 -> 16.0 /
//   70.6 (1.07x / 1.32x -> 1.14x / 1.29x); CPU over the bare input's per key, text 1.45 ->
//   1.53, masked 2.76 -> 3.34, touched 2.76 -> 2.95 ms. Across the three runs the same build's
//   CPU figure moved by up to 0.7 ms a key: differences of that size are not measured here.
// - What the CPU profiles count instead (editor-trace.ts, the same 120 keys each time, sampled
//   every 0.2 ms; 23:13, 23:13 and 23:41, load 12, 12 and 5): React's synchronous renders of
//   the keys 184.9 -> 143.2 -> 100.4 ms, react-hook-form's onChange 89.9 -> 79.4 -> 62.8 ms (its
//   subject's fan-out 54.6 -> 49.9 -> 35.0), the discrete event dispatch as a whole 241.6 ->
//   191.9 -> 180.2 ms, for the earlier build, this work without and with the fields' messages
//   through the store: about 0.5 ms less script a key, which the wall-clock figures above cannot
//   resolve on this machine.
// - The last `npm run bench -- editor` (23:40, load 5): editor 22.4 / 66.6 against the bare
//   input's 14.4 / 50.6 ms (1.56x / 1.32x), touched 32.0 / 93.0, category 97.8, autosave 1.15x:
//   the p50 target missed in that run (1.02x in the A/B just before it), the category's too.
// - `npm run bench -- editor`, one run each, editor / bare input in the page, p50 and p95 in ms
//   (ratio): the earlier build at 22:30 13.0 / 48.3 against 13.7 / 45.3 (0.94x / 1.07x, a
//   first version of the in-page bare input) and at 22:43 13.8 / 45.5 against 11.6 / 24.5
//   (1.19x / 1.86x; touched field 15.0 / 107.1; category painted p95 74.9); this build at 22:45
//   16.2 / 99.2 against 10.7 / 30.3 (1.51x / 3.27x; touched 11.3 / 53.5; category 30.4; the raw
//   write's p95 was 128.8 ms that run, the disk shared with a build) and at 23:05 18.2 / 55.6
//   against 17.9 / 82.7 (1.02x / 0.67x; touched 14.9 / 43.2; category 54.0). The p50 target was
//   met in three runs of four and the p95 in two, either build: one run of this bench cannot
//   tell the builds apart here, which is why the figures above come from editor-ab.ts. The
//   category search (not changed: ~1 ms of script a key, searchCategories 0.4 ms and downshift
//   0.3 ms; its frame is the list's layout, ~2 ms, and the page's paint) read 38.9, 107.9, 74.9,
//   30.4 and 54.0 ms p95 over the day's runs against 50: met at load 2-3 and once at 13, missed
//   in three runs at load 12-16. Autosave round trip / raw write p95: 0.92x, 1.12x, 1.18x, 1.2x,
//   1.96x against 2, met in every run (this work did not change the save).
// - Left: the masked field re-renders itself and its frame per key (useController) and IMask's
//   own work stays; React's event dispatch is React's. The checklist's validator stays on the
//   main thread: on two cores a worker would take the core the page needs (decisions 65).
// - 7 December 2026 (load average 20 to 26, eight other agents' work on the two cores): one
//   `npm run bench -- editor`, editor / bare input in the page 16.7 / 88.2 against 13.8 / 39.0 ms
//   (1.21x / 2.26x), category painted p95 140.6 (laid out p50 5.1, p95 30.9), the keystroke's own
//   work to layout p50 3.4 / p95 11.5 ms (masked field p95 25.1). editor-trace.ts over 120 keys
//   (name and phone) at that load: the main thread's script is small, zod's parses 55 ms in all
//   (0.45 ms a key: the as-typed verdict and the save's request), react-hook-form's cloneObject
//   16 ms, React's dispatch and commit a few ms; the rest is the page's Paint (749 ms, 317
//   paints), PrePaint 274, the frame's commit and layerize 328, and waiting for the other
//   processes (mojo messages 441 ms). Nothing in the keystroke's own task stood out to cut; the
//   p95 ratio of that run is frames delayed on a loaded machine, which the bare input beside the
//   field shared in part only (it is typed before and after, not at the same moments).
// - 7 December 2026, the field typed again (validated as typed), which had missed its p95 (176.6
//   against 165.75 ms). A CPU profile of 120 keys into owner 5's name once left (editor-trace.ts
//   TOUCHED=1 KEY_GAP_MS=0, load average ~20): the resolver's judgement was 320 ms of it
//   (the shared schema over the whole ten-owner payload 201 ms, the payload's conversion 115),
//   against 425 ms for React's whole discrete event dispatch; microtasks 420 ms, GC 126 ms. In
//   Node at that load the bench's payload parses in 3.8 ms and converts in 0.43; one field's own
//   rule takes 0.04 ms. react-hook-form asks about the one field a keystroke or a blur touched and
//   reads only that name's error from the answer (onChange, trigger), so that field is now judged
//   alone by its shared rule (shared/merchant/validate.ts fieldIssues; tests hold its verdict to
//   the whole parse's for every field, both rule sets, blank lists); a submit still judges the
//   whole payload. The same profile after: the judgement 21 ms for the 120 keys, microtasks 92,
//   GC 51: the touched keystroke now costs about what the untouched one does. The React renders
//   that profile still showed were autosave's answers (after the typing, and the one from leaving
//   the field), not keystrokes. In this bench the touched block starts by leaving the masked field,
//   so its first keys meet what leaving costs: that field's blur verdict (the whole payload too,
//   before), autosave's flush and its answer, and the checklist's pause. The answer renders the
//   form again, and the start mode's context value was new at every render, so React searched the
//   whole form for its one reader: the value is now kept while the mode stays (not measured apart;
//   a sampled profile at load 20 credits a descheduled thread's time to whatever ran, e.g. 40 ms
//   "in" a 50-microsecond function). Intl per keystroke was not seen: the error messages are
//   worded only when react-hook-form's errors change, and a verdict that stays the same changes
//   nothing. `npm run bench -- editor`, trees of the start commit (before) and of this work
//   (after), run one after another, touched field p50 / p95 against the bare input's in the page,
//   ms (ratios): before at 04:48 (load 2 -> 19) 43.4 / 322.5 against 28.2 / 166.8 (1.54x /
//   1.93x), 05:37 (load 14 -> 22) 30.1 / 316.1 against 20.3 / 81.5 (1.48x / 3.88x), 05:45 (load
//   11 -> 13) 53.0 / 543.7 against 29.2 / 225.1 (1.82x / 2.42x), missed in all three; after, the
//   lone judgement only, 05:34 (load 20 -> 14) 23.5 / 100.9 against 27.2 / 185.2 (0.86x / 0.54x)
//   and 05:40 (load 21) 38.8 / 486.2 against 34.4 / 527.5 (1.13x / 0.92x); with the kept context
//   value too, 05:47 (load 13 -> 15) 13.7 / 31.6 against 25.6 / 141.9 (0.54x / 0.22x): met in
//   all three. The bare input's p95 moved from 81.5 to 527.5 ms between these runs; the other
//   figures of the same runs went either way in both trees (editor p95 ratio before 1.34x, 2.9x
//   and 1.57x, after 0.59x, 0.98x and 1.21x; category painted p95 42.0-437 ms). A fourth run of
//   the start commit's tree (05:33) ended without figures.
// - 7 December 2026, evening: keys at a typist's pace. Every figure above came from keys pressed
//   back to back, a few ms apart, which no agent types. A bare input on an empty page, typed at
//   120 ms a key, reached its next frame at p95 12.9 ms in the pricing plans' bench, against 54.5
//   for the same page typed back to back the day before: with input queued, Chromium's scheduler
//   runs it before rendering and frames wait. The category search also lost samples (73 of 234
//   keys: keys in one frame share one list change, and a key could come before the last one's
//   answer). The fields, the bare inputs and both searches are now typed 120 ms apart
//   (combobox-search.ts `press`). Runs on this machine (2 cores, idle but for the bench), back to
//   back / paced: work to layout p95 22.7 and 19.0 / 7.3 ms (masked field 26.0 and 21.8 / 7.8);
//   editor against the bare input in the page, p50 0.98x and 1.78x / 1.16x, p95 0.61x and 1.21x
//   / 1.26x (bare input p95 118.6 and 55.2 / 16.5 ms); category search painted p95 29.9 and
//   28.0 ms with 114 samples (the searches paced, both runs) / 32.1. Still over: the category
//   list laid out, p95 19.2-24.1 ms against 16 (p50 6.9-8.5): core's answer comes in 1-2 ms,
//   and where the rest of the slow keys' time goes is not found yet. Not the timer TanStack Query
//   notifies its observers from: with notifyManager.setScheduler set to a microtask, and to an
//   animation frame, the p95 read 30.6 and 30.0 ms (one run each, not kept). Autosave against the raw write moved 3.16x,
//   1.81x and 2.38x over the three runs (raw p95 3.35-5.95 ms, core 1.29-3.24x), and the draft's
//   open p95, the slowest of 15 and usually the first, 115.4, 85.4 and 120.8 ms: the machine's,
//   as the notes above found, not changed by this work.
// - 7 December 2026, night: where the category list's slow keys go, read per key in the page (the
//   keydown's time stamp, the input event, the socket's send and answer for categories:search, the
//   list's change and its layout; 114 keys typed 120 ms apart into the bench's 10-owner draft).
//   Median after keydown: input 3.0 ms, sent 3.6, answered 9.1, list changed 9.4, laid out 11.
//   The ten slowest keys (laid out 19-30 ms): sent 4-11 ms after the key, answered 8-14 ms after
//   that, the list changed 2-5 ms after the answer. The answer is read late, not made late (core
//   answers in 1-2 ms): the page's main thread is painting the typed letter when it arrives. The
//   same keys typed a second time, answered from the renderer's cache with no round trip, are
//   laid out at p50 5.2 ms, 13.2 at worst. Tried, not kept: asking core from the input's own
//   change handler (the query then joins the question on its way) instead of from the render's
//   effect: sent at 3.6 ms, and the answer still waited for the frame (laid out p50 11.0,
//   slowest 17-42 ms).
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { writeFileAtomic } from '../../node/atomic-write';
import { startBrowserModeIn } from '../../tests/e2e/editor/browser-mode-in';
import { buildRenderer } from '../lib/build-renderer';
import { bigPayload, ipc, unfoldEveryRow, bareInPage } from './big-application';
import { keyGapMs, measureComboboxSearch, press, type KeySamples } from './combobox-search';
import { benchReport, measured, percentile, round, type BenchReport } from './report';
import { launchBenchChromium } from './chromium';

const keystrokes = 150;
const saves = 60;
const opens = 15;

/**
 * Installs the probes: keydown -> first task after the next animation frame (window.__keyToPaint),
 * and keydown -> end of the keystroke's own main-thread work: the input event's handlers, React's
 * render and commit (synchronous for input events) and a forced style and layout
 * (window.__keyWork). The second is what the editor controls; the first also holds the wait for
 * the compositor's next frame, which a bare input on an empty page shows (the baseline).
 */
const paintProbe = `(() => {
  window.__keyToPaint = [];
  window.__keyWork = [];
  let started = 0;
  document.addEventListener('keydown', (event) => {
    started = event.timeStamp;
    const began = started;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keyToPaint.push(performance.now() - began);
      channel.port2.postMessage(null);
    });
  }, true);
  document.addEventListener('input', () => {
    document.body.getBoundingClientRect();
    window.__keyWork.push(performance.now() - started);
  });
})()`;

/** What agents type into the category search, each typed key by key and then cleared. */
const categoryQueries = [
  'pizza',
  'coffee shop',
  'gas station',
  'bakery',
  'food truck',
  'nail salon',
  'grocery',
  'restaurant',
  'hair',
  '5812',
  'auto repair',
  'clothing',
  'liquor store',
  'pharmacy',
];

/** The category search, through the probe the pricing plans' bench shares (combobox-search.ts). */
function measureCategorySearch(page: Page): Promise<KeySamples> {
  return measureComboboxSearch(
    page,
    'Find a category by name or code',
    'Categories',
    categoryQueries,
  );
}

async function measureKeystrokes(
  page: Page,
  inputId: string,
  count = keystrokes,
): Promise<KeySamples> {
  await page.evaluate('window.__keyToPaint = []; window.__keyWork = []');
  const input = page.locator(`#${inputId}`);
  await input.click();
  // At a typist's pace (combobox-search.ts says why: keys back to back held frames back).
  for (let index = 0; index < count; index += 1)
    await press(page, index % 12 === 11 ? 'Backspace' : String(index % 10), keyGapMs);
  await page.waitForTimeout(100);
  return (await page.evaluate(
    '({ toPaint: window.__keyToPaint, work: window.__keyWork })',
  )) as KeySamples;
}

/** The same keystrokes into a bare input on an empty page: the browser's own frame latency. */
async function measureBaseline(page: Page): Promise<KeySamples> {
  await page.setContent('<label>Bare <input id="bare"></label>');
  await page.evaluate(paintProbe);
  return measureKeystrokes(page, 'bare');
}

/**
 * A bare input in the editor's own page, beside the typed field (in the same owner's group, so
 * the same region of the same page is styled, laid out and painted): what a keystroke costs this
 * page with no React, no form and no mask behind it. Outside React's tree, so nothing renders for
 * it; typed in two halves, before and after the editor's fields, so a machine that slows down
 * during the run weighs on both alike.
 */
async function findDraftFile(dir: string, id: string): Promise<string | null> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = await findDraftFile(full, id);
      if (found) return found;
    } else if (entry.name.startsWith(id) && entry.name.endsWith('.draft')) return full;
  }
  return null;
}

/** Until the idle preload has fetched the editor chunk (a string, not a function: the page's CSP). */
async function waitForEditorPreload(page: Page): Promise<void> {
  const isLoaded = `performance.getEntriesByType('resource').some((entry) => entry.name.includes('/DraftEditor-'))`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (await page.evaluate(isLoaded)) return;
    await page.waitForTimeout(50);
  }
  throw new Error('the editor chunk was not preloaded within 5 s');
}

export default async function editorBench(): Promise<BenchReport> {
  await buildRenderer();
  let dataDir = '';
  const app = await startBrowserModeIn(async (dir) => {
    dataDir = dir;
  });
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(app.launchUrl);
    await waitForEditorPreload(page);
    const draft = await ipc<{ id: string; updatedAt: string }>(page, 'drafts:create', {
      variant: 'full',
      payload: bigPayload(),
    });

    // Opening: from asking for the route until the first screen is in the page (the business
    // section's last input) and the frame after it has run: the agent sees the application and can
    // type; and until the whole form is (its last section's first input; owners after the second
    // are folded to one line each), which follows the first frame (renderer/editor/LaterSections).
    const openSamples: number[] = [];
    const wholeSamples: number[] = [];
    for (let run = 0; run < opens; run += 1) {
      await page.evaluate(`location.hash = '#/'`);
      await page.waitForSelector('#field-fundingAccount-0-name', { state: 'detached' });
      const [open, whole] = (await page.evaluate(`new Promise((resolve) => {
        const asked = performance.now();
        const times = [];
        const afterFrame = (slot) =>
          requestAnimationFrame(() => setTimeout(() => {
            times[slot] = performance.now() - asked;
            if (times[0] !== undefined && times[1] !== undefined) resolve(times);
          }, 0));
        let isFirstSeen = false;
        const observer = new MutationObserver(() => {
          if (!isFirstSeen && document.getElementById('field-processor')) {
            isFirstSeen = true;
            afterFrame(0);
          }
          if (!document.getElementById('field-fundingAccount-0-name')) return;
          observer.disconnect();
          afterFrame(1);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        location.hash = '#/drafts/${draft.id}';
      })`)) as [number, number];
      openSamples.push(open);
      wholeSamples.push(whole);
    }

    await unfoldEveryRow(page);
    await page.evaluate(paintProbe);
    await page.evaluate(bareInPage);
    const bareBefore = await measureKeystrokes(page, 'bench-bare', keystrokes / 2);
    const text = await measureKeystrokes(page, 'field-owner-4-name');
    const masked = await measureKeystrokes(page, 'field-owner-7-phone');
    // The text field again: left once, it is now validated as it is typed (react-hook-form's
    // onTouched mode), as when the agent goes back to correct a field.
    const touched = await measureKeystrokes(page, 'field-owner-4-name');
    const bareAfter = await measureKeystrokes(page, 'bench-bare', keystrokes / 2);
    const bare = [...bareBefore.toPaint, ...bareAfter.toPaint];
    const category = await measureCategorySearch(page);
    const workSamples = [...text.work, ...masked.work];
    const paintSamples = [...text.toPaint, ...masked.toPaint];

    // Autosave round trips against raw atomic writes of the stored file's size. Posted from
    // Settings: on the drafts home every save's echo would re-render the 10,000-row list, which a
    // real autosave (its echo dropped, the list not on screen) never causes.
    await page.evaluate(`location.hash = '#/settings'`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    let current = await ipc<{ updatedAt: string; payload: Record<string, unknown> }>(
      page,
      'drafts:get',
      { id: draft.id },
    );
    const file = await findDraftFile(dataDir, draft.id);
    const size = file ? (await stat(file)).size : 16_384;
    const bytes = randomBytes(size);
    const rawFile = path.join(dataDir, 'bench-raw.bin');
    const saveSamples: number[] = [];
    const coreSamples: number[] = [];
    const floorSamples: number[] = [];
    const rawSamples: number[] = [];
    // The page's own transport: one WebSocket, as renderer/ipc/socket-transport.ts opens it.
    await page.evaluate(`(async () => {
      const socket = new WebSocket('ws://' + location.host + '/ipc');
      await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
      const waiting = new Map();
      socket.onmessage = (message) => {
        const data = JSON.parse(message.data);
        if ('id' in data) { waiting.get(data.id)?.(data.result); waiting.delete(data.id); }
      };
      let nextId = 1;
      window.benchCall = (channel, request) => {
        const id = nextId++;
        const text = JSON.stringify(request === undefined ? { id, channel } : { id, channel, request });
        const started = performance.now();
        return new Promise((resolve) => {
          waiting.set(id, (answer) => resolve({ ms: performance.now() - started, answer }));
          socket.send(text);
        });
      };
    })()`);
    for (let run = 0; run < saves; run += 1) {
      const payload = { ...current.payload, legalName: `Bench ${run} LLC` };
      const request = { id: draft.id, payload, expectedUpdatedAt: current.updatedAt };
      const timed = (await page.evaluate(`(async () => {
        const floor = await window.benchCall('app:info', undefined);
        return { floor: floor.ms, ...(await window.benchCall('drafts:save', ${JSON.stringify(request)})) };
      })()`)) as {
        ms: number;
        floor: number;
        answer: { ok: boolean; value: { updatedAt: string } };
      };
      if (!timed.answer.ok) throw new Error('autosave failed');
      saveSamples.push(timed.ms);
      floorSamples.push(timed.floor);
      // The core's share, from the same save made once more through POST /ipc, whose
      // Server-Timing header reports the dispatcher's own time.
      const again = { ...request, payload: { ...payload, legalName: `Bench ${run} Inc` } };
      again.expectedUpdatedAt = timed.answer.value.updatedAt;
      const core = (await page.evaluate(`(async () => {
        const response = await fetch('/ipc/drafts:save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(again))} });
        const answer = await response.json();
        return { core: Number(/dur=([\\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1]), answer };
      })()`)) as { core: number; answer: { ok: boolean; value: { updatedAt: string } } };
      if (!core.answer.ok || !Number.isFinite(core.core)) throw new Error('autosave failed');
      coreSamples.push(core.core);
      current = { payload: again.payload, updatedAt: core.answer.value.updatedAt };
      const began = performance.now();
      await writeFileAtomic(rawFile, bytes);
      rawSamples.push(performance.now() - began);
    }

    // The category search's own round trip (decisions 102): each keystroke asks core for its
    // matches over the same socket; every prefix of what the agents type above, asked in turn.
    const prefixes = categoryQueries.flatMap((query) =>
      [...query].map((_, index) => query.slice(0, index + 1)),
    );
    const searchTrips = (await page.evaluate(`(async () => {
      const trips = [];
      for (const query of ${JSON.stringify(prefixes)})
        trips.push((await window.benchCall('categories:search', { query, limit: 30 })).ms);
      return trips;
    })()`)) as number[];

    const baselinePage = await browser.newPage();
    const baseline = await measureBaseline(baselinePage);
    await baselinePage.close();
    const workP95 = percentile(workSamples, 95);
    const saveP95 = percentile(saveSamples, 95);
    const rawP95 = percentile(rawSamples, 95);
    const openP95 = percentile(openSamples, 95);
    const ms = (value: number, limit: number) => measured(value, 'ms', '<=', limit);
    const bareP50 = percentile(bare, 50);
    const bareP95 = percentile(bare, 95);
    const editorP50 = percentile(paintSamples, 50);
    const editorP95 = percentile(paintSamples, 95);
    // Every figure has a target: the ones the editor is held to, and the rest as bounds that
    // make them meaningful (the bare input's frame, the disk floor).
    return benchReport({
      'keystroke work to layout p50 (10 owners, 5 accounts)': ms(percentile(workSamples, 50), 16),
      'keystroke work to layout p95 (10 owners, 5 accounts)': ms(workP95, 16),
      'keystroke work p95, text field': ms(percentile(text.work, 95), 16),
      'keystroke work p95, masked field': ms(percentile(masked.work, 95), 16),
      'keystroke to next frame p50, editor (<= 1.2x bare input in the page)': ms(
        editorP50,
        round(bareP50 * 1.2),
      ),
      'keystroke to next frame p95, editor (<= 1.5x bare input in the page)': ms(
        editorP95,
        round(bareP95 * 1.5),
      ),
      'keystroke to next frame p50, bare input in the page': ms(bareP50, 33),
      'keystroke to next frame p95, bare input in the page': ms(bareP95, 150),
      'keystroke to next frame p50, editor / bare input in the page': measured(
        editorP50 / bareP50,
        'x',
        '<=',
        1.2,
      ),
      'keystroke to next frame p95, editor / bare input in the page': measured(
        editorP95 / bareP95,
        'x',
        '<=',
        1.5,
      ),
      'keystroke to next frame p95, text field': ms(
        percentile(text.toPaint, 95),
        round(bareP95 * 1.5),
      ),
      'keystroke to next frame p95, masked field': ms(
        percentile(masked.toPaint, 95),
        round(bareP95 * 1.5),
      ),
      'keystroke to next frame p50, text field typed again (validated as typed)': ms(
        percentile(touched.toPaint, 50),
        round(bareP50 * 1.2),
      ),
      'keystroke to next frame p95, text field typed again (validated as typed)': ms(
        percentile(touched.toPaint, 95),
        round(bareP95 * 1.5),
      ),
      'category search keystroke to list laid out p50': ms(percentile(category.work, 50), 16),
      'category search keystroke to list laid out p95': ms(percentile(category.work, 95), 16),
      'category search keystroke to list painted p95': ms(percentile(category.toPaint, 95), 50),
      'category search samples': measured(category.work.length, 'keystrokes', '>=', 100, 0),
      'category search round trip p50 (categories:search, socket)': ms(
        percentile(searchTrips, 50),
        10,
      ),
      'category search round trip p95 (categories:search, socket)': ms(
        percentile(searchTrips, 95),
        20,
      ),
      // The figure this bench held the editor to before the bare input moved into the page:
      // the same keys into a bare input on an empty page, kept to show the page's own share.
      'keystroke to next frame p50, bare input on an empty page': ms(
        percentile(baseline.toPaint, 50),
        33,
      ),
      'keystroke to next frame p95, bare input on an empty page': ms(
        percentile(baseline.toPaint, 95),
        150,
      ),
      'autosave round trip p50': ms(percentile(saveSamples, 50), 10),
      'autosave round trip p95': ms(saveP95, 20),
      'raw atomic write + fsync p95 (same size)': ms(rawP95, 10),
      'draft file size': measured(size, 'bytes', '<=', 64 * 1024, 0),
      'autosave p95 / raw write p95': measured(saveP95 / rawP95, 'x', '<=', 2),
      'autosave in the core p95 (Server-Timing)': ms(percentile(coreSamples, 95), 10),
      'autosave in the core p95 / raw write p95': measured(
        percentile(coreSamples, 95) / rawP95,
        'x',
        '<=',
        2,
      ),
      'socket round trip floor p50 (app:info, Chromium)': ms(percentile(floorSamples, 50), 10),
      'open draft with 10 owners to interactive p50': ms(percentile(openSamples, 50), 100),
      'open draft with 10 owners to interactive p95': ms(openP95, 100),
      'open draft with 10 owners, whole form in the page p50': ms(
        percentile(wholeSamples, 50),
        200,
      ),
      'open draft with 10 owners, whole form in the page p95': ms(
        percentile(wholeSamples, 95),
        300,
      ),
      'open draft with 10 owners, first open': ms(openSamples[0]!, 100),
    });
  } finally {
    await browser.close();
    await app.stop();
  }
}
