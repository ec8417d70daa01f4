// The web stack's own floor: what the libraries every screen of the widget is built on weigh
// before any of Quad's code — React and react-dom, React Router's data router, TanStack Query,
// i18next with react-i18next — each step a page that uses them and nothing else, built by Vite
// for production like the app and gzipped like the first-load figure (web-size.mjs).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './web-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Inside the web app's node_modules, so the probe resolves the very versions the app uses.
const workDir = path.join(root, 'apps/web/node_modules/.quad-stack-floor');

const STEPS = [
  {
    name: 'React + react-dom',
    source: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(h('h1', null, 'Hello'));`,
  },
  {
    name: '+ React Router (data router)',
    source: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router';
const Home = () => h('h1', null, useLoaderData());
const router = createBrowserRouter([{ path: '/', Component: Home, loader: () => 'Hello' }]);
createRoot(document.getElementById('root')).render(h(RouterProvider, { router }));`,
  },
  {
    name: '+ TanStack Query + i18next/react-i18next',
    source: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { hi: 'Hello' } } } });
function Home() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['home'], queryFn: () => fetch('/home').then((r) => r.text()) });
  return h('h1', null, t('hi'), useLoaderData(), query.data);
}
const router = createBrowserRouter([{ path: '/', Component: Home, loader: () => '!' }]);
const client = new QueryClient();
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client }, h(RouterProvider, { router })),
);`,
  },
];

/** Builds each step; returns its name and gzipped JS bytes, or null with a reason. */
export async function stackFloor() {
  let build;
  try {
    ({ build } = await import('vite'));
  } catch {
    return { error: 'vite is not installed' };
  }
  const steps = [];
  try {
    for (const [index, step] of STEPS.entries()) {
      const dir = path.join(workDir, String(index));
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'index.html'),
        '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
      );
      writeFileSync(path.join(dir, 'main.js'), step.source);
      const outDir = path.join(dir, 'dist');
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        mode: 'production',
        build: { outDir, emptyOutDir: true },
      });
      const assets = path.join(outDir, 'assets');
      const gzip = readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .reduce((sum, name) => sum + gzipSize(path.join(assets, name)), 0);
      steps.push({ name: step.name, gzip });
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return { steps };
}
