import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The dev server proxies the API and the socket to the backend (`npm run dev` starts both).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // .gz and .br beside each asset: the server sends them as they are (serveStatic precompressed).
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] }),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      // Host is kept so the backend's same-origin check sees the page's own origin.
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay in dist for reading client error stacks, without the comment that points browsers
    // at them; the server refuses to serve *.map (http/spa.ts).
    sourcemap: 'hidden',
  },
});
