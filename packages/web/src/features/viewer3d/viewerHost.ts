import type {
  ForwardedEvent,
  FromWorker,
  Look,
  Subject,
  ToWorker,
  ViewerSize,
  ViewerStart,
} from './protocol.ts';

export interface ViewerHandle {
  setLook(look: Look): void;
  stop(): void;
}

export interface ViewerRequest {
  subject: Subject;
  zoom: boolean;
  look: Look;
}

type Report = (state: 'rendered' | 'error') => void;

/** The page's side of one viewer: where it draws (a worker or the page), told what it is asked. */
interface Port {
  resize(size: ViewerSize): void;
  setLook(look: Look): void;
  stop(): void;
}

/**
 * Multisampling only where pixels are large. From 1.5 device pixels per CSS pixel (phones,
 * high-density laptops) edges look smooth without it, and a multisampled drawing buffer that size
 * is four samples a pixel to allocate, clear and resolve (ADR 0036; docs/perf/lighthouse.md).
 */
const antialias = () => window.devicePixelRatio < 1.5;

/** Device pixels per CSS pixel, between 1 and 2: sharper than 2 is not worth four times the pixels. */
const pixelRatio = () => Math.min(Math.max(window.devicePixelRatio, 1), 2);

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** Urls as the worker needs them (it resolves relative ones against its own script). */
const absoluteLook = (look: Look): Look => ({
  ...look,
  partTextures: Object.fromEntries(
    Object.entries(look.partTextures).map(([mesh, url]) => [mesh, absolute(url)]),
  ),
});

const offscreenSupported = () =>
  typeof Worker === 'function' &&
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';

let worker: Worker | undefined;
let lastId = 0;
const listeners = new Map<number, (state: FromWorker['state']) => void>();

function viewerWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./viewer.worker.ts', import.meta.url), { type: 'module', name: 'viewer3d' });
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      listeners.get(event.data.id)?.(event.data.state);
    });
    // The worker's script failed to load (offline) or threw: every viewer it serves says so, and
    // the next viewer starts a new worker.
    worker.addEventListener('error', () => {
      worker?.terminate();
      worker = undefined;
      for (const listener of listeners.values()) listener('error');
      listeners.clear();
    });
  }
  return worker;
}

/** Starts the worker (fetching three and evaluating it off the main thread) before a viewer needs it. */
export function prepareViewer(): void {
  if (offscreenSupported()) viewerWorker();
}

const POINTER_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

function forwarded(event: PointerEvent | WheelEvent | MouseEvent): ForwardedEvent {
  const fields: ForwardedEvent = {
    type: event.type,
    button: event.button,
    clientX: event.clientX,
    clientY: event.clientY,
    pageX: event.pageX,
    pageY: event.pageY,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
  };
  if ('pointerId' in event)
    Object.assign(fields, { pointerId: event.pointerId, pointerType: event.pointerType });
  if ('deltaY' in event)
    Object.assign(fields, { deltaX: event.deltaX, deltaY: event.deltaY, deltaMode: event.deltaMode });
  return fields;
}

/** Draws in the worker: the canvas is handed over, its events and size follow as messages. */
function workerPort(
  canvas: HTMLCanvasElement,
  start: ViewerStart,
  report: (state: FromWorker['state']) => void,
): Port {
  const port = viewerWorker();
  const id = ++lastId;
  const send = (message: ToWorker, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  listeners.set(id, report);
  const offscreen = canvas.transferControlToOffscreen();
  send({ kind: 'start', id, canvas: offscreen, ...start }, [offscreen]);

  const down = new Set<number>();
  const onPointer = (event: PointerEvent) => {
    if (event.type === 'pointerdown') {
      down.add(event.pointerId);
      canvas.setPointerCapture(event.pointerId);
      canvas.style.cursor = 'grabbing';
    } else if (event.type === 'pointermove') {
      // Hovering moves nothing: only a drag's moves are sent.
      if (!down.has(event.pointerId)) return;
    } else {
      down.delete(event.pointerId);
      if (down.size === 0) canvas.style.cursor = 'grab';
    }
    send({ kind: 'event', id, event: forwarded(event) });
  };
  const onWheel = (event: WheelEvent) => {
    if (!start.zoom) return;
    event.preventDefault();
    send({ kind: 'event', id, event: forwarded(event) });
  };
  const onContextMenu = (event: MouseEvent) => event.preventDefault();
  for (const type of POINTER_EVENTS) canvas.addEventListener(type, onPointer);
  canvas.addEventListener('wheel', onWheel, { passive: !start.zoom });
  canvas.addEventListener('contextmenu', onContextMenu);
  canvas.style.cursor = 'grab';

  return {
    resize: (size) => send({ kind: 'resize', id, ...size }),
    setLook: (look) => send({ kind: 'look', id, look }),
    stop: () => {
      for (const type of POINTER_EVENTS) canvas.removeEventListener(type, onPointer);
      canvas.removeEventListener('wheel', onWheel);
      canvas.removeEventListener('contextmenu', onContextMenu);
      send({ kind: 'stop', id });
      listeners.delete(id);
    },
  };
}

/** Draws on the page, where a canvas cannot be handed to a worker: the same viewer, loaded on demand. */
function pagePort(canvas: HTMLCanvasElement, start: ViewerStart, report: Report, touchAction: string): Port {
  let viewer: import('./viewer.ts').Viewer | null = null;
  let stopped = false;
  const pending: { size?: ViewerSize; look?: Look } = {};
  void import('./viewer.ts')
    .then(({ Viewer }) => {
      if (stopped) return;
      viewer = new Viewer(
        canvas,
        canvas,
        { ...start, ...pending.size, look: pending.look ?? start.look },
        report,
      );
      // The controls take every touch; without zoom a vertical swipe scrolls the page.
      canvas.style.touchAction = touchAction;
    })
    .catch(() => {
      if (!stopped) report('error');
    });
  return {
    resize: (size) => (viewer ? viewer.resize(size) : Object.assign(pending, { size })),
    setLook: (look) => (viewer ? viewer.setLook(look) : Object.assign(pending, { look })),
    stop: () => {
      stopped = true;
      viewer?.stop();
    },
  };
}

/**
 * Starts a viewer in `box` (an element of its own, which it fills with its canvas): in the shared
 * worker where the browser can hand a canvas over, else on the page. It follows the box's size.
 */
export function startViewer(box: HTMLElement, request: ViewerRequest, report: Report): ViewerHandle {
  const touchAction = request.zoom ? 'none' : 'pan-y';
  let port: Port | null = null;
  let asked = request.look;
  let look = absoluteLook(asked);
  let canvas: HTMLCanvasElement | null = null;

  const newCanvas = () => {
    canvas?.remove();
    canvas = document.createElement('canvas');
    canvas.style.cssText = `display:block;width:100%;height:100%;touch-action:${touchAction}`;
    box.append(canvas);
    return canvas;
  };
  const size = (): ViewerSize => {
    const { width, height } = box.getBoundingClientRect();
    return { width, height, pixelRatio: pixelRatio() };
  };
  const start = (inWorker: boolean) => {
    const startAt: ViewerStart = {
      subject:
        request.subject.kind === 'model'
          ? { kind: 'model', url: absolute(request.subject.url) }
          : request.subject,
      zoom: request.zoom,
      antialias: antialias(),
      look,
      ...size(),
    };
    port = inWorker
      ? workerPort(newCanvas(), startAt, (state) => {
          if (state !== 'unsupported') return report(state);
          // No WebGL on a worker's canvas in this browser: a new canvas, drawn on the page.
          port?.stop();
          start(false);
        })
      : pagePort(newCanvas(), startAt, report, touchAction);
  };

  // The first observation gives the laid-out size to start with; later ones follow resizes.
  const observer = new ResizeObserver(() => {
    if (port) port.resize(size());
    else start(offscreenSupported());
  });
  observer.observe(box);

  return {
    setLook(next) {
      if (next === asked) return;
      asked = next;
      look = absoluteLook(next);
      port?.setLook(look);
    },
    stop() {
      observer.disconnect();
      port?.stop();
      canvas?.remove();
    },
  };
}
