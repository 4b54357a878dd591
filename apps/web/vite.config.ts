import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiTarget = `http://localhost:${env.VITE_API_PORT || '3000'}`;
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/media': { target: apiTarget, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss()],
    server: { proxy },
    // `vite preview` serves the built app; it needs the same API proxy as dev.
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The shell (React, router, Radix) is ~440 kB raw; the real budget is checked on gzip size of the first load.
      chunkSizeWarningLimit: 500,
    },
  };
});
