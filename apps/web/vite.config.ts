import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { countryFlags } from './build/flags.ts';
import { firstLoadModules } from './build/first-load.ts';
import { precompress } from './build/precompress.ts';
import { partOf } from './src/i18n/first-namespaces.ts';

// The API, uploaded files and realtime live on the server (npm start, port 3000).
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': API_ORIGIN,
  '/files': API_ORIGIN,
  '/realtime': { target: API_ORIGIN, ws: true },
};

export default defineConfig(({ command }) => {
  // A build is what people are served: never React's development build, whatever NODE_ENV the
  // shell has (Vite reads NODE_ENV after loading this file).
  if (command === 'build') process.env.NODE_ENV = 'production';
  const firstLoad = firstLoadModules();
  return {
    plugins: [react(), countryFlags(), firstLoad.plugin, precompress()],
    resolve: {
      // zod without its eval probe, which the page's CSP reports (lib/zod-jitless.ts).
      alias: [
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
        },
      ],
    },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Libraries change less often than the app: separate chunks stay cached across deploys.
          codeSplitting: {
            groups: [
              // Per language, a chunk for each part of its texts (src/i18n/first-namespaces.ts),
              // each loaded when someone reads it (English's home texts ship in the app).
              {
                debugName: 'locales',
                name: (id) => {
                  // A language's subject names travel with its home texts.
                  const subjects = /data[\\/]subject-names[\\/]([^\\/]+)\.ts$/.exec(id);
                  if (subjects) return `locale-${subjects[1]}`;
                  const match = /i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
                  if (!match) return null;
                  const [, language = '', namespace = ''] = match;
                  const part = partOf(namespace);
                  if (part === 'later') return `locale-${language}-more`;
                  if (part === 'account') return `locale-${language}-account`;
                  return language === 'en' ? null : `locale-${language}`;
                },
                test: /i18n[\\/]locales[\\/][^\\/]+[\\/]|data[\\/]subject-names[\\/]/,
              },
              // The console's charts: loaded with the analytics page only, never with the widget.
              { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
              // Other libraries go where they are used (a catch-all vendor chunk would put
              // forms, chat's socket and every popup's code on the widget's first load).
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The rest of what runs before the first paint: one file (build/first-load.ts).
              { name: 'app', test: (id) => firstLoad.has(id) },
            ],
          },
        },
      },
    },
  };
});
