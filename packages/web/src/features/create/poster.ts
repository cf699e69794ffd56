/**
 * The card picture of a new NFT, made in the browser before creation (R-CREATE-15: "the model's picture
 * and glb are exported first"): a model is rendered once with three.js, a video's first frame is
 * drawn. Both give a PNG to upload as the NFT's avatar. Loaded on demand (three is large).
 */
const SIZE = 768;

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}

export async function modelPoster(modelUrl: string): Promise<Blob> {
  const [three, { GLTFLoader }, { frameObject, tuneMaterials }] = await Promise.all([
    import('three'),
    import('three/examples/jsm/loaders/GLTFLoader.js'),
    import('../viewer3d/scene.ts'),
  ]);
  const gltf = await new GLTFLoader().loadAsync(modelUrl);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const renderer = new three.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  try {
    renderer.setClearColor(0xeef1f8, 1);
    const scene = new three.Scene();
    scene.add(new three.AmbientLight(0xffffff, 1.2));
    const key = new three.DirectionalLight(0xffffff, 2.4);
    key.position.set(3, 5, 4);
    scene.add(key);
    tuneMaterials(gltf.scene);
    scene.add(gltf.scene);
    const camera = new three.PerspectiveCamera(40, 1);
    frameObject(gltf.scene, camera);
    renderer.render(scene, camera);
    return await canvasToPng(canvas);
  } finally {
    renderer.dispose();
  }
}

export async function videoPoster(videoUrl: string): Promise<Blob> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = videoUrl;
  await new Promise<void>((resolve, reject) => {
    video.onloadeddata = () => resolve();
    video.onerror = () => reject(new Error('Video cannot be read'));
  });
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || SIZE;
  canvas.height = video.videoHeight || SIZE;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvasToPng(canvas);
}
