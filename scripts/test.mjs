#!/usr/bin/env node
/**
 * `npm test`: every check, stage by stage, stopping at the first that fails; then the time of each
 * stage (and of each step of a stage that has several) and the count of tests.
 *
 *   static   the type check, then the unit tests (which read the build's asset manifest) ‖ the build
 *            and lint: the type check uses one core, the rest the other
 *   api      the API suite on PGlite and on PostgreSQL, their files sharing Vitest's two workers; it
 *            starts as soon as the build is done, beside the type check and the unit tests
 *   ops      the operations tests, three files at a time
 *   e2e      the browser tests
 *
 * Ops and e2e run their tests once every stage before them has passed, so their timing-sensitive
 * tests never share the CPUs with another stage; their set-up starts earlier and waits at a gate
 * (`setUpWhen`).
 *
 *   npm test                  everything
 *   npm test -- ops e2e       only the stages named (e2e needs a build: `npm test -- static e2e`)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countLine } from './count-line.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
/** The type checker: `typescript-native` is TypeScript 7 (package.json); `typescript` stays 5.9 for editors and peers. */
const TSC = path.join(root, 'node_modules/typescript-native/bin/tsc');
/** TypeScript 7's parallelism, off (decision 0064): the same diagnostics, a third of the CPU here. */
const TSC_ONE_THREAD = ['--checkers', '1', '--builders', '1'];

/** The API suite runs a second time on a real PostgreSQL when Debian's server binaries are here. */
const postgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

/** A step is named for the time table (`name` took 12.3 s) and for a step that waits for it. */
const step = (name, cwd, ...command) => ({ name, cwd, command });
/** A step that also waits for the step named `name` (when that step is part of the run). */
const after = (name, s) => ({ ...s, after: name });
const vitest = (...projects) =>
  step(projects.join(' + '), root, bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]));

/**
 * Each stage is a list of lanes that run side by side; a lane's steps run one after another. A
 * stage starts when every stage before it has passed or, with `startsAfter`, once that step has.
 */
const STAGES = [
  {
    name: 'static',
    label: 'types, unit ‖ build, lint',
    lanes: [
      [
        step('typegen', web, bin('react-router'), 'typegen'),
        // TypeScript 7, the compiler in Go: the whole workspace in a fifth of 5.9's time (decision 0064).
        // One checker and one builder: on two cores its default threads cost three times the CPU
        // (64 CPU-s against 18, 27 s of it in the kernel) and took it from the API stage beside it.
        step('types', root, TSC, '-b', ...TSC_ONE_THREAD),
        after('build', vitest('unit', 'unit-dom')),
      ],
      // The build first: the API suite waits for it, not for lint.
      [step('build', web, bin('react-router'), 'build'), step('lint', root, bin('biome'), 'check', '.')],
    ],
  },
  // One Vitest run: the two projects share a groupOrder (vitest.config.ts), so their files share the workers.
  {
    name: 'api',
    label: postgres ? 'API (PGlite, PostgreSQL)' : 'API (PGlite)',
    // The pages it renders need the build; the type check leaves a core to it (decision 0036).
    startsAfter: 'build',
    lanes: [[vitest('api-pglite', ...(postgres ? ['api-postgres'] : []))]],
  },
  // Each starts its Vitest, which sets up (a PostgreSQL cluster, data templates, the browser tests'
  // shared server), ahead of its tests (`setUpWhen`), in CPU the stage before leaves idle: the API
  // files alone do not fill both CPUs (they wait on PostgreSQL), nor do the last operations files.
  // Its tests wait at the stage gate until every stage before has passed (testkit/stage-gate.ts,
  // decision 0036).
  { name: 'ops', setUpWhen: { passed: 'unit + unit-dom' }, lanes: [[vitest('ops')]] },
  { name: 'e2e', setUpWhen: { tailOf: 'ops' }, lanes: [[vitest('e2e')]] },
];

/** The tests' summary reporter (scripts/summary-reporter.ts) leaves each run's counts here. */
const countsDir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-test-counts-'));

/** Each step's time, in the order they finished. */
const stepTimes = new Map();

/** Where the runner and the stages' Vitest runs leave each other word (testkit/stage-gate.ts). */
const gatesDir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-test-gates-'));
/** Written by the summary reporter when the step's Vitest run is down to its last files. */
const tailFile = (name) => path.join(gatesDir, `${name.replaceAll(/[^a-z0-9-]+/g, '_')}.tail`);

function runStep({ name, cwd, command }, env = {}) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, VYOMA_TEST_COUNTS_DIR: countsDir, VYOMA_STAGE_TAIL: tailFile(name), ...env },
    });
    child.on('exit', (code) => {
      stepTimes.set(name, (performance.now() - t0) / 1000);
      resolve(code === 0);
    });
    child.on('error', (error) => {
      console.error(`${command[0]}: ${error.message}`);
      resolve(false);
    });
  });
}

/** A promise and its resolve, for a step or a stage that others wait for. */
function deferred() {
  let resolve;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Each step and stage of the run by name: resolves with whether it passed (false: failed or not run). */
const stepDone = new Map();
const stageDone = new Map();

async function runLane(steps, env) {
  let ok = true;
  for (const s of steps) {
    if (ok && s.after && stepDone.has(s.after)) ok = await stepDone.get(s.after).promise;
    if (ok) ok = await runStep(s, env);
    stepDone.get(s.name).resolve(ok);
  }
  return ok;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const stages = wanted.length > 0 ? STAGES.filter((s) => wanted.includes(s.name)) : STAGES;

/** "4 min 59 s" (whole seconds first, so 299.6 s is "5 min 0 s", never "4 min 60 s"), or "12.3 s". */
const fmt = (s) => {
  if (s < 59.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
const label = (stage) => stage.label ?? stage.name;
for (const stage of stages) {
  stageDone.set(stage.name, deferred());
  for (const s of stage.lanes.flat()) stepDone.set(s.name, deferred());
}

/** Each stage's time, once it has run. */
const times = new Map();

/** Resolves when the step is down to its last files (true) or has ended (whether it passed). */
function tailOf(name) {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (existsSync(tailFile(name))) {
        clearInterval(timer);
        resolve(true);
      }
    }, 250);
    stepDone.get(name).promise.then((ok) => {
      clearInterval(timer);
      resolve(ok);
    });
  });
}

/**
 * A stage set up ahead: its one step starts when `stage.setUpWhen` says and waits at the gate until
 * every stage before has passed ("go") or one failed ("stop": it undoes its set-up and ends).
 * Resolves with whether it ran and passed; its time counts from the "go".
 */
async function runSetUpAhead(stage, before) {
  const file = path.join(gatesDir, `${stage.name}.gate`);
  const lane = runLane(stage.lanes[0], { VYOMA_STAGE_GATE: file });
  const ok = (await Promise.all(before)).every(Boolean);
  writeFileSync(file, ok ? 'go' : 'stop');
  if (!ok) {
    await lane;
    return false;
  }
  const t0 = performance.now();
  console.log(`\n── ${label(stage)} ──`);
  const passed = await lane;
  times.set(stage.name, (performance.now() - t0) / 1000);
  console.log(`── ${label(stage)}: ${passed ? 'passed' : 'FAILED'} in ${fmt(times.get(stage.name))} ──`);
  return passed;
}

async function runStage(stage, index) {
  const before = stages.slice(0, index).map((s) => stageDone.get(s.name).promise);
  // Set up ahead once a step has passed, or once it is down to its last files.
  const { passed: afterStep, tailOf: inTailOf } = stage.setUpWhen ?? {};
  const ahead =
    afterStep && stepDone.has(afterStep)
      ? stepDone.get(afterStep).promise
      : inTailOf && stepDone.has(inTailOf)
        ? tailOf(inTailOf)
        : null;
  const gate =
    stage.startsAfter && stepDone.has(stage.startsAfter)
      ? [stepDone.get(stage.startsAfter).promise]
      : ahead
        ? [ahead]
        : before;
  let ok = (await Promise.all(gate)).every(Boolean);
  if (ok && ahead) {
    ok = await runSetUpAhead(stage, before);
  } else if (ok) {
    const t0 = performance.now();
    console.log(`\n── ${label(stage)} ──`);
    ok = (await Promise.all(stage.lanes.map((lane) => runLane(lane)))).every(Boolean);
    times.set(stage.name, (performance.now() - t0) / 1000);
    console.log(`── ${label(stage)}: ${ok ? 'passed' : 'FAILED'} in ${fmt(times.get(stage.name))} ──`);
  } else {
    for (const s of stage.lanes.flat()) stepDone.get(s.name).resolve(false);
  }
  // A stage that started early passes on only when every stage before it passed too.
  stageDone.get(stage.name).resolve(ok && (await Promise.all(before)).every(Boolean));
  return ok;
}

const started = performance.now();
const passed = await Promise.all(stages.map(runStage));
// The first stage (in order) that ran and failed; a stage that never started failed nothing itself.
const failedStage = stages.find((stage, i) => !passed[i] && times.has(stage.name));
const failed = failedStage ? label(failedStage) : null;
const total = (performance.now() - started) / 1000;

const counts = { passed: 0, failed: 0, skipped: 0, errors: 0 };
/** Each failed test and unhandled error, in a few lines: CI may show only the end of the output. */
const failures = [];
for (const file of readdirSync(countsDir)) {
  const c = JSON.parse(readFileSync(path.join(countsDir, file), 'utf8'));
  for (const key of Object.keys(counts)) counts[key] += c[key] ?? 0;
  failures.push(...(c.failures ?? []));
}
rmSync(countsDir, { recursive: true, force: true });
rmSync(gatesDir, { recursive: true, force: true });
// A stage that failed without a failed test (types, lint, build, a crash) still counts as a failure.
if (failed && counts.failed === 0 && counts.errors === 0) counts.failed = 1;

console.log('\nTime per stage:');
for (const stage of stages) {
  if (!times.has(stage.name)) continue;
  console.log(`  ${label(stage).padEnd(28)} ${fmt(times.get(stage.name))}`);
  const steps = stage.lanes.flat();
  if (steps.length > 1)
    for (const s of steps)
      if (stepTimes.has(s.name)) console.log(`    ${s.name.padEnd(26)} ${fmt(stepTimes.get(s.name))}`);
}
console.log(`  ${'total'.padEnd(28)} ${fmt(total)}`);
/** Enough entries to see a pattern; the full reports are above them. */
const SHOWN_FAILURES = 10;
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures.slice(0, SHOWN_FAILURES)) console.log(`  ${f}`);
  if (failures.length > SHOWN_FAILURES) console.log(`  … and ${failures.length - SHOWN_FAILURES} more above`);
}
if (failed) console.log(`\nStopped: ${failed} failed.`);
console.log(`\n${countLine(counts)}`);
process.exit(failed ? 1 : 0);
