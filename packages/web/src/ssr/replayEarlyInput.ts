import { nextTask } from '../app/nextTask.ts';

/** What public/theme-init.js keeps of the visitor's input on markup React has not hydrated yet. */
export type EarlyInput = {
  events: KeptInput[];
  /** Called for each input kept once the app has taken the earlier ones over. */
  onKept: (() => void) | null;
  /** Whether React has hydrated the element: the test the listeners keep input by. */
  hydrated: (element: Element) => boolean;
  /** Runs a replay's dispatch, which theme-init.js lets through to the app. */
  replay: (dispatch: () => void) => void;
};

type KeptInput = { kind: 'click' | 'enter'; target: Element };

interface EarlyInputWindow extends Window {
  __earlyInput?: EarlyInput;
}

const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/**
 * Hands what the visitor did on the server markup to the hydrated app, in order: text typed into
 * a field (React keeps the field's text when hydrating but never saw it typed), then the kept
 * clicks and Enter presses, one task apart so each sees the state the one before left, each once
 * its element is hydrated. A click on a part hydrated later (a lazy boundary) is kept and replayed
 * alike. Call it once hydration of the root has committed (an effect of the root).
 */
export function replayEarlyInput(container: Element): void {
  const early = (window as EarlyInputWindow).__earlyInput;
  if (!early) return;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) announceTyped(field);
  }
  let replaying = false;
  const replayKept = async () => {
    if (replaying) return;
    replaying = true;
    for (let input = early.events.shift(); input; input = early.events.shift()) {
      await nextTask();
      await hydratedOrGiveUp(input.target, early.hydrated);
      if (input.target.isConnected) early.replay(() => dispatch(input));
    }
    replaying = false;
  };
  early.onKept = () => void replayKept();
  void replayKept();
}

function dispatch({ kind, target }: KeptInput): void {
  if (kind === 'enter') {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
    );
  } else if (target.getAttribute('role') === 'combobox') {
    // A select opens on mousedown (MUI), not on click.
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  } else if (target instanceof HTMLElement) {
    target.click();
  }
}

/**
 * An input event React takes as a change: React remembers a field's value through the element's
 * own `value` setter, so the markup's value goes through it and the typed text around it (the
 * prototype's setter), and the event then differs from what React remembers.
 */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How long a kept click waits for its element to be hydrated before it is handed over anyway. */
const HYDRATION_WAIT_MS = 10_000;

/** Resolves once React has hydrated `target`, or after HYDRATION_WAIT_MS. */
async function hydratedOrGiveUp(target: Element, hydrated: EarlyInput['hydrated']): Promise<void> {
  for (let waited = 0; !hydrated(target) && target.isConnected && waited < HYDRATION_WAIT_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
