/**
 * What the page and the 3D viewer say to each other, whether the viewer draws in a worker or, where
 * a canvas cannot be handed to one, on the page. Types only: nothing here loads three.
 */

export type ViewerState = 'loading' | 'rendered' | 'error';

/**
 * How the model is shown: parts hidden by mesh name, a colour multiplied in, parts dressed in
 * pictures (a parcel's top is the part PARCEL_TOP).
 */
export interface Look {
  hiddenParts: readonly string[];
  tint: string | undefined;
  /** Mesh name → absolute url of a texture image. */
  partTextures: Readonly<Record<string, string>>;
}

export interface ViewerSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/** What a viewer shows: a glb (its absolute url), or a land parcel of `area` m² on a ground grid. */
export type Subject = { kind: 'model'; url: string } | { kind: 'parcel'; area: number };

export interface ViewerStart extends ViewerSize {
  subject: Subject;
  zoom: boolean;
  antialias: boolean;
  look: Look;
}

/** The fields of a pointer, wheel or context-menu event that the orbit controls read. */
export interface ForwardedEvent {
  type: string;
  pointerId?: number;
  pointerType?: string;
  button?: number;
  clientX?: number;
  clientY?: number;
  pageX?: number;
  pageY?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  deltaX?: number;
  deltaY?: number;
  deltaMode?: number;
}

export type ToWorker =
  | ({ kind: 'start'; id: number; canvas: OffscreenCanvas } & ViewerStart)
  | ({ kind: 'resize'; id: number } & ViewerSize)
  | { kind: 'look'; id: number; look: Look }
  | { kind: 'event'; id: number; event: ForwardedEvent }
  | { kind: 'stop'; id: number };

/** 'unsupported': the worker could not draw on the canvas (no WebGL there); the page draws instead. */
export type FromWorker = { id: number; state: 'rendered' | 'error' | 'unsupported' };
