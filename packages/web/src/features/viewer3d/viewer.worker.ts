/**
 * The page's 3D viewers, drawn off its main thread: each canvas is handed over as an
 * OffscreenCanvas, so three's evaluation, the WebGL context, the model's parse, its shaders and
 * every frame run here and a tap on the page never waits behind them (ADR 0036). One worker
 * serves every viewer of the page.
 */
import { ElementProxy } from './elementProxy.ts';
import type { FromWorker, ToWorker } from './protocol.ts';
import { Viewer } from './viewer.ts';

const viewers = new Map<number, { viewer: Viewer; element: ElementProxy }>();

const reply = (message: FromWorker) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'start') {
    const { id, canvas, kind: _, ...start } = message;
    const element = new ElementProxy();
    element.resize(start.width, start.height);
    try {
      // The proxy is all of an element that the orbit controls use.
      const viewer = new Viewer(canvas, element as unknown as HTMLElement, start, (state) =>
        reply({ id, state }),
      );
      viewers.set(id, { viewer, element });
    } catch {
      reply({ id, state: 'unsupported' });
    }
    return;
  }
  const entry = viewers.get(message.id);
  if (!entry) return;
  switch (message.kind) {
    case 'resize':
      entry.element.resize(message.width, message.height);
      entry.viewer.resize(message);
      break;
    case 'look':
      entry.viewer.setLook(message.look);
      break;
    case 'event':
      entry.element.forward(message.event);
      break;
    case 'stop':
      entry.viewer.stop();
      viewers.delete(message.id);
      break;
  }
});
