// One build at a time: a call while one runs queues a single follow-up (or joins it), which reads the newest content.

import type { BuildOptions, Builder } from '../lib/publish/build-release';
import { errorSummary } from '../lib/publish/step';
import type { PublishReport } from '../lib/publish/publish';

type AttemptState = 'queued' | 'running' | 'succeeded' | 'failed';

export interface Attempt {
  /** Also the release directory's name when it succeeds. */
  id: string;
  state: AttemptState;
  requestedAt: string;
  startedAt?: string;
  endedAt?: string;
  /** Hook calls this attempt answers (the first one and the calls coalesced into it). */
  calls: number;
  full?: boolean;
  pageCount?: number;
  mode?: PublishReport['mode'];
  reason?: string;
  routes?: PublishReport['routes'];
  phases?: PublishReport['phases'];
  renderWorkers?: PublishReport['renderWorkers'];
  /** Each cache's purge after the switch: endpoint, ok, tags, attempts (lib/publish/purge.ts). */
  purge?: PublishReport['purge'];
  /** One line, for editors: never a stack trace. */
  error?: string;
}

export interface DeployerOptions {
  newId: () => string;
  now?: () => Date;
  log?: (line: string) => void;
  /** Removed from any error message, in case a tool echoed it. */
  secrets?: readonly string[];
}

export interface DeployStatus {
  /** The running attempt, else the last finished one. */
  attempt?: Attempt;
  queued?: Attempt;
}

export class Deployer {
  private running?: Attempt;
  private queued?: Attempt;
  private last?: Attempt;
  private settled: Promise<void> = Promise.resolve();
  private readonly now: () => Date;

  constructor(
    private readonly build: Builder,
    private readonly options: DeployerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** One hook call: starts a build, or queues the one follow-up, or joins the queued one (full if either asks). */
  request(options: BuildOptions = {}): Attempt {
    if (this.queued) {
      this.queued.calls += 1;
      if (options.full) this.queued.full = true;
      return { ...this.queued };
    }
    const attempt: Attempt = {
      id: this.options.newId(),
      state: 'queued',
      requestedAt: this.now().toISOString(),
      calls: 1,
      ...(options.full ? { full: true } : {}),
    };
    if (this.running) {
      this.queued = attempt;
      this.options.log?.(`deploy ${attempt.id}: queued behind ${this.running.id}`);
    } else {
      this.start(attempt);
    }
    return { ...attempt };
  }

  status(): DeployStatus {
    const attempt = this.running ?? this.last;
    return { attempt: attempt && { ...attempt }, queued: this.queued && { ...this.queued } };
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Resolves once nothing runs and nothing waits (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.settled;
  }

  private start(attempt: Attempt): void {
    attempt.state = 'running';
    attempt.startedAt = this.now().toISOString();
    this.running = attempt;
    this.options.log?.(`deploy ${attempt.id}: started`);
    this.settled = this.run(attempt);
  }

  private async run(attempt: Attempt): Promise<void> {
    try {
      const { pageCount, report } = await this.build(attempt.id, { full: attempt.full });
      attempt.state = 'succeeded';
      attempt.pageCount = pageCount;
      if (report) Object.assign(attempt, { mode: report.mode, reason: report.reason, routes: report.routes, phases: report.phases, ...(report.renderWorkers ? { renderWorkers: report.renderWorkers } : {}), ...(report.purge ? { purge: report.purge } : {}) });
    } catch (error) {
      attempt.state = 'failed';
      attempt.error = errorSummary(error, this.options.secrets);
    }
    attempt.endedAt = this.now().toISOString();
    const seconds = (Date.parse(attempt.endedAt) - Date.parse(attempt.startedAt!)) / 1000;
    this.options.log?.(`deploy ${attempt.id}: ${attempt.state} in ${seconds.toFixed(1)} s${attempt.error ? `: ${attempt.error}` : ''}`);
    this.last = attempt;
    this.running = undefined;
    const next = this.queued;
    this.queued = undefined;
    if (next) this.start(next);
  }
}
