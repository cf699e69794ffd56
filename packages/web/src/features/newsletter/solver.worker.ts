import { findNumber, type WorkInput } from './proofOfWork.ts';

/** Runs the proof of work off the main thread so the page keeps scrolling while it solves. */
self.onmessage = async (event: MessageEvent<WorkInput>) => {
  self.postMessage(await findNumber(event.data));
};
