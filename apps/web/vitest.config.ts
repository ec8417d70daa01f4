import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { countryFlags } from './build/flags.ts';

export default defineProject({
  plugins: [react(), countryFlags()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
