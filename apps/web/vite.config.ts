import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { countryFlagsAlias } from './build/flags.ts';
import { precompress } from './build/precompress.ts';

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
  return {
    plugins: [react(), precompress()],
    resolve: { alias: countryFlagsAlias },
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
              // One chunk per language, loaded when someone reads it (English ships in the app).
              {
                debugName: 'locales',
                name: (id) => {
                  const language = /i18n[\\/]locales[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
                  return language ? `locale-${language}` : null;
                },
                test: /i18n[\\/]locales[\\/](?!en[\\/])/,
              },
              // The console's charts: loaded with the analytics page only, never with the widget.
              { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
