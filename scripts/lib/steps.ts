import { spawn } from 'node:child_process';
import { repoRoot } from './process.ts';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Test counts of a step that runs tests; other steps count as one check. */
  count?: () => { passed: number; failed: number } | undefined;
  /** The names of a test step's failed tests with their first error line, for the summary. */
  failures?: () => string[];
  /** Work started earlier that the step waits for (a build it uses); it must not reject. */
  after?: Promise<unknown>;
  /** Prints what helps to tell why the step failed (service logs…). */
  explainFailure?: () => void;
}

function runStep(step: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd ?? repoRoot,
      env: { ...process.env, ...step.env },
      stdio: 'inherit',
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** Runs every step even after a failure, so one run shows every broken layer. */
export async function runSteps(steps: Step[]): Promise<boolean> {
  let passed = 0;
  let failed = 0;
  const summary: string[] = [];
  for (const step of steps) {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    await step.after;
    const ok = await runStep(step);
    if (!ok) step.explainFailure?.();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counted = step.count?.();
    if (counted) {
      passed += counted.passed;
      failed += counted.failed;
    } else if (ok) passed += 1;
    else failed += 1;
    // A runner that crashed before reporting still fails the run.
    if (!ok && counted && counted.failed === 0) failed += 1;
    summary.push(
      `${ok ? '✔' : '✘'} ${step.name} (${seconds} s)${counted ? ` — ${counted.passed} passed, ${counted.failed} failed` : ''}`,
    );
    // The summary is the end of a long log, the part a truncated CI output keeps: it names what failed.
    if (!ok) summary.push(...(step.failures?.() ?? []).map((line) => `    ✘ ${line}`));
  }
  console.log(`\n${summary.join('\n')}\n`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0;
}
