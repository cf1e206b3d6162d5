/**
 * Starting a folder's language server without waiting for what it does not need: the server
 * process is spawned as soon as the interpreter is known and the language client connects to it
 * at once; the environment is probed once the start has failed, or a while after it has succeeded
 * and the first diagnostics have arrived (see `probeWhen`); the probe's finding is reported only when it
 * finds onnxscribe[lsp] missing there. The Python version, which decides how the process is
 * started (`-P` or the runpy start), is read from the environment's files; when they do not say,
 * the start waits for the probe.
 */

import * as path from 'node:path';
import type { DocumentSelector } from 'vscode-languageclient/node';
import type { ProbeResult } from './environment.ts';
import { findOnPath } from './environment.ts';
import type { Interpreter } from './interpreter.ts';
import { takesSafePath } from './serverOptions.ts';

/** What `versionHint` reads: a file's text and a path's real path (undefined: not there). */
export interface FileReader {
  readText(file: string): string | undefined;
  realPath(file: string): string | undefined;
  isFile(file: string): boolean;
}

const PYVENV_VERSION = /^\s*(?:version|version_info)\s*=\s*(\d+\.\d+(?:\.\d+)?)/m;
const NAMED_VERSION = /^python(\d+\.\d+)(?:\.exe)?$/i;

/**
 * The Python version `interpreter` will report, read without running it: the `pyvenv.cfg` of the
 * virtual environment its executable is in, else the version its real file is named after
 * (`python3.12`, which `python3` on the PATH usually links to). Undefined when neither says.
 */
export function versionHint(
  interpreter: Interpreter,
  files: FileReader,
  environment: Record<string, string | undefined>,
  platform: NodeJS.Platform,
): string | undefined {
  const { command } = interpreter;
  const join = platform === 'win32' ? path.win32 : path.posix;
  const executable = join.basename(command) === command ? findOnPath(command, environment, platform, files.isFile) : command;
  if (executable === undefined) {
    return undefined;
  }
  const config = files.readText(join.join(join.dirname(join.dirname(executable)), 'pyvenv.cfg'));
  const fromConfig = config === undefined ? undefined : PYVENV_VERSION.exec(config)?.[1];
  if (fromConfig !== undefined) {
    return fromConfig;
  }
  const real = files.realPath(executable);
  return real === undefined ? undefined : NAMED_VERSION.exec(join.basename(real))?.[1];
}

/** Whether a file at the top of a folder makes it a Python project (whose server starts at once). */
export function marksPythonProject(name: string): boolean {
  return name.endsWith('.py') || name === 'pyproject.toml' || name === 'setup.cfg';
}

/**
 * The documents a server is given: Python files in its folder (`folderUri`), or anywhere when it
 * serves the files outside folders. The folder is the pattern's base, not part of a glob: its
 * path is not read as a pattern (a `[` or `{` in it is a name's character), and matching a file
 * compiles only the pattern `**`, not one made of the folder's whole path.
 */
export function documentSelector(folderUri: string | undefined): DocumentSelector {
  return folderUri === undefined
    ? [{ scheme: 'file', language: 'python' }]
    : [{ scheme: 'file', language: 'python', pattern: { baseUri: folderUri, pattern: '**' } }];
}

/** How a server's first start ends: kept, the environment lacking, tried again, or failed. */
export type StartVerdict = 'running' | 'missing' | 'respawn' | 'failed';

/**
 * What to make of a start whose client connected at once to a process spawned for `spawnedFor`
 * (the version the environment's files name), once the probe has answered and, when it found
 * the environment able to run the server, once the client's start has settled (`started`: it
 * succeeded). An environment the probe finds lacking is reported, however the start went. A
 * failed start in an environment able to run the server is tried once more when the process
 * was started for the other side of 3.11 than the probe's version (`-P` or the runpy start),
 * else reported.
 */
export function startVerdict(probe: ProbeResult, spawnedFor: string, started: boolean): StartVerdict {
  if (probe.kind !== 'ok') {
    return 'missing';
  }
  if (started) {
    return 'running';
  }
  return takesSafePath(spawnedFor) === takesSafePath(probe.probe.version) ? 'failed' : 'respawn';
}

/**
 * When a start whose server was spawned at once probes the environment: as soon as the client's
 * start has failed (`started` false: the probe says why), else `pauseMs` after the first
 * diagnostics have arrived (`diagnosed`), and at the latest `pauseMs` after `limitMs` (a start
 * still under way then, or no document open). The probe is a second Python process, which only
 * confirms a start that worked (and names the environment's onnxscribe): run beside the server's
 * start and its first analysis, it took a share of the processors from them, and run as the
 * diagnostics arrive, from the window drawing them.
 */
export async function probeWhen(
  started: Promise<boolean>,
  diagnosed: Promise<void>,
  limitMs: number,
  pauseMs: number,
  schedule: (callback: () => void, ms: number) => void = defaultSchedule,
): Promise<void> {
  const limit = new Promise<void>((resolve) => schedule(resolve, limitMs));
  if (await Promise.race([started, limit.then(() => true)])) {
    await Promise.race([diagnosed, limit]);
    await new Promise<void>((resolve) => schedule(resolve, pauseMs));
  }
}

/**
 * What the language client starts its server with: the process spawned at the start, then a new
 * one (`spawn`) each time the client restarts a server that ended; `started` hears of each.
 */
export function serverFactory<P>(kept: P | undefined, spawn: () => P, started: (process: P) => void): () => Promise<P> {
  let first = kept;
  return () => {
    const process = first ?? spawn();
    first = undefined;
    started(process);
    return Promise.resolve(process);
  };
}

/** The moments of a server's start the log records, in the order they happen. */
export type Milestone =
  | 'interpreter resolved'
  | 'server spawned'
  | 'client module loaded'
  | 'client created'
  | 'client started'
  | 'initialize sent'
  | 'initialize answer read'
  | 'initialized sent'
  | 'initialize answered'
  | 'document opened'
  | 'document sent'
  | 'language features registered'
  | 'first diagnostics'
  | 'environment probed';

/**
 * Logs each milestone of a start once, as milliseconds since the extension was loaded (the
 * code-server suite reads these lines): `startup: <milestone> at <ms> ms after loading (<where>)`.
 */
export class StartupTimeline {
  private readonly seen = new Set<Milestone>();
  private readonly origin: number;
  private readonly where: string;
  private readonly log: (line: string) => void;
  private readonly now: () => number;

  constructor(origin: number, where: string, log: (line: string) => void, now: () => number = () => performance.now()) {
    this.origin = origin;
    this.where = where;
    this.log = log;
    this.now = now;
  }

  mark(milestone: Milestone): void {
    if (this.seen.has(milestone)) {
      return;
    }
    this.seen.add(milestone);
    this.log(`startup: ${milestone} at ${Math.round(this.now() - this.origin)} ms after loading (${this.where})`);
  }
}

/**
 * Holds back the requests an editor sends by itself when a document opens (its outline, code
 * lenses, inlay hints, code actions) until the first diagnostics have arrived, or at most
 * `limitMs` after the first document was opened. The server answers requests only once its
 * protocol libraries have loaded, and the first request starts that load, which then takes the
 * processor from the first analysis: held back, those requests are answered a little later, and
 * the first diagnostics come sooner. Requests a user makes (hover, completion, ...) are not held.
 */
export class FirstDiagnosticsGate {
  readonly passed: Promise<void>;
  private release: () => void = () => undefined;
  private timing = false;
  private readonly limitMs: number;
  private readonly schedule: (callback: () => void, ms: number) => void;

  constructor(limitMs: number, schedule: (callback: () => void, ms: number) => void = defaultSchedule) {
    this.limitMs = limitMs;
    this.schedule = schedule;
    this.passed = new Promise((resolve) => (this.release = resolve));
  }

  /** A document was opened: the limit runs from the first one. */
  documentOpened(): void {
    if (!this.timing) {
      this.timing = true;
      this.schedule(this.release, this.limitMs);
    }
  }

  /** Diagnostics arrived: the requests held back go. */
  diagnosticsArrived(): void {
    this.release();
  }

  /** Runs `request` once the gate has opened. */
  async hold<T>(request: () => T): Promise<Awaited<T>> {
    await this.passed;
    return await request();
  }
}

function defaultSchedule(callback: () => void, ms: number): void {
  setTimeout(callback, ms).unref();
}
