/** What public/theme-init.js kept of the visitor's input on the server markup before hydration. */
export type EarlyInput = {
  events: { kind: 'click' | 'enter'; target: Element }[];
  /** Stops keeping (the app handles events from now on). */
  stop: () => void;
};

interface EarlyInputWindow extends Window {
  __earlyInput?: EarlyInput;
}

/** The kept input, and no more keeping: call it once hydration has committed. */
export function takeEarlyInput(): EarlyInput['events'] {
  const early = (window as EarlyInputWindow).__earlyInput;
  early?.stop();
  return early?.events.splice(0) ?? [];
}

const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/**
 * Hands what the visitor did on the server markup to the hydrated app, in order: text typed into
 * a field (React keeps the field's text when hydrating but never saw it typed), then the kept
 * clicks and Enter presses, one task apart so each sees the state the one before left. Call it
 * once hydration has committed (an effect of the root).
 */
export async function replayEarlyInput(container: Element, events: EarlyInput['events']): Promise<void> {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) announceTyped(field);
  }
  for (const { kind, target } of events) {
    await nextTask();
    // A part inside a lazy boundary (the signed-in header's account) hydrates after the root.
    await hydratedOrGiveUp(target);
    if (!target.isConnected) continue;
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long a kept click waits for its element to be hydrated before it is handed over anyway. */
const HYDRATION_WAIT_MS = 5000;

/** Resolves once React has hydrated `target` (it keeps its props on the element), or after HYDRATION_WAIT_MS. */
async function hydratedOrGiveUp(target: Element): Promise<void> {
  const hydrated = () => Object.keys(target).some((key) => key.startsWith('__reactProps$'));
  for (let waited = 0; !hydrated() && target.isConnected && waited < HYDRATION_WAIT_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
