/**
 * Viewers start one at a time. A start (a WebGL context, the model's parse, its shaders, the first
 * frame) is a burst of work on one thread: the viewers' worker, or the page's main thread where a
 * canvas cannot be handed to a worker. Several at once (a page of pet combos) held a phone's input
 * for seconds there, and in the worker the first model seen would wait behind every other's
 * context; one after another, the first is drawn first (and a tap gets in between two on the page).
 */
import { nextTask } from '../../app/nextTask.ts';

/** A start that never ends (a model that never comes) gives its turn up after this long. */
export const TURN_LIMIT_MS = 15_000;

let last: Promise<void> = Promise.resolve();

export interface Turn {
  /** Settles when this viewer may start. */
  ready: Promise<void>;
  /** Ends the turn (the first frame is drawn, it failed, or the viewer went away); idempotent. */
  end: () => void;
}

/** Queues a start behind the others. */
export function takeTurn(): Turn {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const ready = last;
  last = ready
    .then(() => Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, TURN_LIMIT_MS))]))
    .then(nextTask);
  return { ready, end };
}
