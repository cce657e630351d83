import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

// Run from the repository root (`vite build --config web/vite.config.ts`), so the
// root is pinned to this folder rather than the working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  css: {
    postcss: {
      plugins: [
        mantinePreset(),
        // Mantine's default breakpoints, usable as $mantine-breakpoint-md in our CSS.
        simpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  // The build's renderer (web/prerender.ts) runs in Node, which cannot load shared/'s .ts files:
  // they are bundled into it, as they are into the client.
  ssr: { noExternal: [/^#shared\//] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark (test/bench) reads dist/.vite/manifest.json.
    manifest: true,
    // Automatic splitting made one file per set of routes sharing a module: /my-inspections needed
    // 77. Each costs a round trip on a phone, so common chunks under 16 kB (before minifying) are
    // copied into the chunks that read them; rolldown's registry keeps one instance of each module
    // (D-190). Style modules stay files, as Vite's CSS plugin needs one owner per module. The
    // renderer's build (Node) keeps the default.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
            },
          },
        },
  },
  server: {
    // Same origin as in production (CloudFront routes /api), so cookies stay first-party.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
