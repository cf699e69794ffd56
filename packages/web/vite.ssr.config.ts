import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server render of the first screen (src/ssr/entry-server.tsx), one ES module for Node that
 * the api imports (packages/api/src/http/web-app.ts). Everything is bundled in, so the api needs
 * none of the web's packages at run time. Built beside the browser build, into `<outDir>-ssr`
 * (scripts/lib/web-build.ts); asset URLs are the browser build's, as both use the same names.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // React's and MUI's production code, as in the browser's bundle, whatever NODE_ENV the api runs
  // with (development for `npm start`, test in the e2e tests): their development code renders
  // several times slower, checking prop types and warning.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js', codeSplitting: false },
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
