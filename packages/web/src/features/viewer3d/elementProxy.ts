import { EventDispatcher } from 'three';
import type { ForwardedEvent } from './protocol.ts';

/**
 * The canvas element as three's OrbitControls sees it, inside the worker, where there is no DOM:
 * the page forwards the canvas's pointer and wheel events and its size. The controls listen on
 * the element and on its document for the moves of a drag; both are this object.
 */
// biome-ignore lint/suspicious/noExplicitAny: the controls dispatch and listen with DOM event types this map cannot name.
export class ElementProxy extends EventDispatcher<any> {
  readonly style: Record<string, string> = {};
  clientWidth = 0;
  clientHeight = 0;

  get ownerDocument(): this {
    return this;
  }

  getRootNode(): this {
    return this;
  }

  setPointerCapture(): void {
    // The page captures the pointer on the real canvas.
  }

  releasePointerCapture(): void {}

  getBoundingClientRect() {
    return {
      left: 0,
      top: 0,
      right: this.clientWidth,
      bottom: this.clientHeight,
      width: this.clientWidth,
      height: this.clientHeight,
      x: 0,
      y: 0,
    };
  }

  resize(width: number, height: number): void {
    this.clientWidth = width;
    this.clientHeight = height;
  }

  forward(event: ForwardedEvent): void {
    this.dispatchEvent({ ...event, preventDefault() {}, stopPropagation() {} });
  }
}
