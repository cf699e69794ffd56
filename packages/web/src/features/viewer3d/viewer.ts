import { ACESFilmicToneMapping, type Object3D, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { roomEnvironment, viewerLights } from './lights.ts';
import { loadModel } from './models.ts';
import { PARCEL_CAMERA, parcel } from './parcel.ts';
import { applyPartTextures } from './partTextures.ts';
import type { Look, Subject, ViewerSize, ViewerStart } from './protocol.ts';
import { frameObject, showParts, tuneMaterials } from './scene.ts';
import { tintMaterials } from './tint.ts';

/**
 * The 3D model viewer (spec): a glb with its parts, orbit without pan, optional zoom; or a land
 * parcel (the vrLand form's preview, parcel.ts) under the same lights and controls. Plain three,
 * drawn on demand (a camera move, a new look), so it runs the same in a worker, on a canvas handed
 * over by the page, as on the page itself. Reports 'rendered' once the model's first frame is on
 * screen, 'error' if the model cannot be shown. (Every browser that gives a worker's canvas WebGL
 * gives the worker requestAnimationFrame too.)
 */
export class Viewer {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private model: Object3D | null = null;
  private look: Look;
  /** Looks are put on one after another: a picture still loading never lands over a later choice. */
  private dressing: Promise<void> = Promise.resolve();
  private frame = 0;
  private stopped = false;
  private reported = false;
  private undoEnvironment: (() => void) | null = null;

  /** Throws when the canvas gives no WebGL context. */
  constructor(
    canvas: HTMLCanvasElement | OffscreenCanvas,
    element: HTMLElement,
    start: ViewerStart,
    private readonly report: (state: 'rendered' | 'error') => void,
  ) {
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: start.antialias,
      alpha: true,
      powerPreference: 'high-performance',
    });
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.camera.position.set(3, 2, 4);
    this.scene.add(viewerLights());
    this.controls = new OrbitControls(this.camera, element);
    this.controls.enablePan = false;
    this.controls.enableZoom = start.zoom;
    this.controls.enableDamping = false;
    this.controls.addEventListener('change', this.invalidate);
    this.resize(start);
    this.look = start.look;
    void this.show(start.subject);
  }

  resize({ width, height, pixelRatio }: ViewerSize): void {
    if (width === 0 || height === 0) return;
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  setLook(look: Look): void {
    this.look = look;
    if (this.model) this.dress(this.model);
  }

  stop(): void {
    this.stopped = true;
    cancelAnimationFrame(this.frame);
    this.controls.dispose();
    this.undoEnvironment?.();
    this.renderer.dispose();
    // Frees the context now: a page of many models would otherwise reach the browser's limit.
    this.renderer.forceContextLoss();
  }

  private async show(subject: Subject): Promise<void> {
    try {
      let model: Object3D;
      if (subject.kind === 'model') {
        const gltf = await loadModel(subject.url);
        if (this.stopped) return;
        model = gltf.scene.clone(true);
        tuneMaterials(model);
        this.controls.target.copy(frameObject(model, this.camera));
      } else {
        model = parcel(subject.area);
        // A fixed camera, not framed to the parcel: a larger plot looks larger.
        this.camera.position.copy(PARCEL_CAMERA);
        this.controls.target.set(0, 0, 0);
      }
      this.controls.update();
      await this.dress(model);
      // The shaders go to the GPU first and the model is drawn once they are ready (where the
      // browser can tell: KHR_parallel_shader_compile). A failure here shows the model anyway: its
      // first frame compiles them.
      await this.renderer.compileAsync(model, this.camera, this.scene).catch(() => undefined);
      if (this.stopped) return;
      this.scene.add(model);
      this.model = model;
      this.invalidate();
    } catch {
      if (!this.stopped) this.report('error');
    }
  }

  private dress(model: Object3D): Promise<void> {
    this.dressing = this.dressing.then(async () => {
      if (this.stopped) return;
      const { hiddenParts, tint, partTextures } = this.look;
      showParts(model, hiddenParts);
      tintMaterials(model, tint);
      // A picture that cannot be read leaves its part as it was.
      await applyPartTextures(model, partTextures).catch(() => undefined);
      this.invalidate();
    });
    return this.dressing;
  }

  private readonly invalidate = (): void => {
    if (this.frame || this.stopped) return;
    this.frame = requestAnimationFrame(this.draw);
  };

  private readonly draw = (): void => {
    this.frame = 0;
    if (this.stopped) return;
    this.renderer.render(this.scene, this.camera);
    if (!this.model || this.reported) return;
    this.reported = true;
    // Drawn in this frame; on screen by the next.
    requestAnimationFrame(() => {
      if (this.stopped) return;
      this.report('rendered');
      this.undoEnvironment = roomEnvironment(this.renderer, this.scene);
      if (this.undoEnvironment) this.invalidate();
    });
  };
}
