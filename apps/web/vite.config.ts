import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Every page arrives with a prerendered first paint (scripts/prerender.ts) that needs only the stylesheet, so the
 * app's scripts load at low priority: on a slow connection the stylesheet gets the bandwidth and the page paints
 * before the scripts are in.
 */
function appScriptsAtLowPriority(): Plugin {
  return {
    name: 'verdant:app-scripts-at-low-priority',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Chunks for a short request chain on a slow phone. Left alone, the bundler gives every module that two pages share a
 * chunk of its own: the marketplace page needed 20 requests, most of them one icon. Instead:
 * - everything the shell loads stays in the entry chunk;
 * - every icon the pages use is in one `icons` chunk (about 5 kB gzip);
 * - the small UI parts, hooks and shared rules that several pages use are in one `common` chunk. Components that pull
 *   in Radix (dialogs, tabs, the menus) stay with the pages that use them.
 */
const SHARED_BY_PAGES = [
  'apps/web/src/components/ui/',
  'apps/web/src/components/layout/',
  'apps/web/src/lib/',
  'packages/shared/src/enums',
  'packages/shared/src/pages',
  'packages/shared/src/rules/',
  'node_modules/@tanstack/',
];
const PULLS_IN_RADIX = ['/ui/dialog', '/ui/tabs', '/ui/toaster', '/layout/mobile-nav', '/layout/user-'];
const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
    {
      name: 'common',
      test: (id: string) => {
        const file = id.replaceAll('\\', '/');
        return (
          SHARED_BY_PAGES.some((part) => file.includes(part)) && !PULLS_IN_RADIX.some((part) => file.includes(part))
        );
      },
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiTarget = `http://localhost:${env.VITE_API_PORT || '3000'}`;
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/media': { target: apiTarget, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss(), appScriptsAtLowPriority()],
    server: { proxy },
    // `vite preview` serves the built app; it needs the same API proxy as dev.
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The shell (React, router, Radix) is ~440 kB raw; the real budget is checked on gzip size of the first load.
      chunkSizeWarningLimit: 500,
      rolldownOptions: { output: { codeSplitting } },
      // Read by scripts/prerender.ts to name each page's chunks in its HTML, then removed.
      manifest: true,
    },
  };
});
